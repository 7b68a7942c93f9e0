import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Servers of a test's own, on private loopback ports, for failure tests: they may be killed and
 * restarted without touching the machine's shared FerretDB, Redis or RabbitMQ.
 */
export interface PrivateServer {
  port: number;
  url: string;
  /** kill -9. */
  kill(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

async function privateServer(
  scheme: string,
  command: (port: number, dir: string) => { program: string; args: string[] },
): Promise<PrivateServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-private-'));
  let child: ChildProcess | undefined;
  const launch = async () => {
    const { program, args } = command(port, dir);
    child = spawn(program, args, { stdio: 'ignore' });
    await waitForPort(port, 30_000);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    port,
    url: `${scheme}://127.0.0.1:${port}`,
    kill,
    restart: launch,
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** FerretDB (the binary scripts/ensure-infra.sh builds) on SQLite in a temporary folder. */
export function startPrivateFerretDb(): Promise<PrivateServer> {
  return privateServer('mongodb', (port, dir) => ({
    program: path.join(ROOT, '.tools/bin/ferretdb'),
    args: [
      `--listen-addr=127.0.0.1:${port}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--log-level=error',
      `--state-dir=${dir}`,
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
    ],
  }));
}

/** redis-server from the machine's packages, nothing on disk. */
export function startPrivateRedis(): Promise<PrivateServer> {
  return privateServer('redis', (port, dir) => ({
    program: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
  }));
}
