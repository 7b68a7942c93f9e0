/**
 * The body of a render thread (template-renderer.ts starts it). It runs under tsx (the process's
 * loader is inherited) or under Node's own type stripping (jest), so it is a CommonJS script that
 * loads the engine by the absolute path it is given, and uses no syntax that stripping refuses.
 */
{
  const { parentPort, workerData } = require('node:worker_threads');
  const engine = require(workerData.engineFile);
  parentPort.on('message', (task: { id: number; template: unknown; variables: unknown }) => {
    try {
      const rendered = engine.renderTemplate(task.template, task.variables);
      parentPort.postMessage({ id: task.id, rendered });
    } catch (err) {
      parentPort.postMessage({ id: task.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
  parentPort.postMessage({ ready: true });
}
