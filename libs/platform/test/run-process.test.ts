import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Runs the fixture, sends `signals` once it printed "starting" (each `gapMs` apart), and waits for its exit. */
async function runWithSignals(signals: NodeJS.Signals[], gapMs: number) {
  // As the image runs a process (`node --import tsx`, deploy/Dockerfile): the signals reach it directly.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/slow-start.ts')], {
    cwd: root,
    env: { ...process.env, START_MS: '800' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('starting')) resolve();
    }),
  );
  for (const signal of signals) {
    child.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  const code = await exited;
  return { code, lines: out.trim().split('\n') };
}

describe('runProcess', () => {
  it('when SIGTERM arrives while the process is still starting, then it finishes starting, stops and exits 0', async () => {
    expect(await runWithSignals(['SIGTERM'], 0)).toEqual({
      code: 0,
      lines: ['starting', 'started', 'stopped'],
    });
  }, 20_000);

  it('when a second signal arrives while it is still starting, then it leaves at once with 1', async () => {
    expect(await runWithSignals(['SIGTERM', 'SIGINT'], 100)).toEqual({ code: 1, lines: ['starting'] });
  }, 20_000);
});
