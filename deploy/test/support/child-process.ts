import { type ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';
import { dockerfileInstructions, ROOT, read } from './deploy-files';

/**
 * Runs a process the way the image does (the Dockerfile's ENTRYPOINT + the entry file), so the
 * shutdown tests prove the container's own command drains on SIGTERM.
 */

export function imageCommand(entry: string): { command: string; args: string[] } {
  const entrypoint = dockerfileInstructions(read('deploy/Dockerfile')).findLast((i) => i.op === 'ENTRYPOINT');
  const [program, ...args] = JSON.parse(entrypoint!.args) as string[];
  if (program !== 'node') throw new Error(`unexpected ENTRYPOINT ${entrypoint!.args}`);
  // The tests' own Node (24, from node_modules) stands for the image's node.
  return { command: process.execPath, args: [...args, entry] };
}

export interface RunningChild {
  child: ChildProcess;
  /** Every line written so far, stdout and stderr. */
  lines: string[];
  /** Resolves with the first line (already written or to come) matching `predicate`. */
  waitForLine(predicate: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

export function startChild(entry: string, env: Record<string, string>): RunningChild {
  const { command, args } = imageCommand(entry);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { predicate: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.predicate(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    exited,
    waitForLine: (predicate, timeoutMs = 20_000) => {
      const seen = lines.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${entry}: no such line within ${timeoutMs} ms; got:\n${lines.join('\n')}`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
        exited.then(() => {
          clearTimeout(timer);
          reject(new Error(`${entry} exited; its output:\n${lines.join('\n')}`));
        });
      });
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** The parsed JSON log line whose `msg` is `message`. */
export const logLine =
  (message: string) =>
  (line: string): boolean => {
    try {
      return (JSON.parse(line) as { msg?: string }).msg === message;
    } catch {
      return false;
    }
  };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value (not undefined) or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
