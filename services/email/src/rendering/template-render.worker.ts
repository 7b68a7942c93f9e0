/**
 * The body of a render thread (template-renderer.ts starts it). It runs under tsx (the process's
 * loader is inherited) or under Node's own type stripping (jest), so it is a CommonJS script that
 * loads the engine by the absolute path it is given, and uses no syntax that stripping refuses.
 */
{
  const { parentPort, workerData } = require('node:worker_threads');
  const engine = require(workerData.engineFile);
  // A batch of renders of one template; each is timed against the budget it is given.
  parentPort.on(
    'message',
    (task: { id: number; template: unknown; variables: unknown[]; timeMs: number }) => {
      const results = task.variables.map((variables) => {
        const started = performance.now();
        try {
          const rendered = engine.renderTemplate(task.template, variables);
          return performance.now() - started > task.timeMs ? { overBudget: true } : { rendered };
        } catch (err) {
          return { error: err instanceof Error ? err.message : String(err) };
        }
      });
      parentPort.postMessage({ id: task.id, results });
    },
  );
  parentPort.postMessage({ ready: true });
}
