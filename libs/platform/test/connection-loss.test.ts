import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

async function startHolder(): Promise<{ child: ChildProcess; localPort: number; stderr: () => string }> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'fixtures/amqp-holder.ts')],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`holder exited early (${code}): ${stderr}`)));
  });
  return { child, localPort: JSON.parse(line).localPort, stderr: () => stderr };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('a process whose RabbitMQ connection is lost', () => {
  let holder: ChildProcess | undefined;
  afterEach(() => {
    if (holder && holder.exitCode === null) holder.kill('SIGKILL');
  });

  it('when the broker closes the connection, then the process exits 1 to be restarted', async () => {
    const started = await startHolder();
    holder = started.child;
    const { stdout } = await run('rabbitmqctl', ['list_connections', 'pid', 'peer_port', '--quiet']);
    const pid = stdout
      .split('\n')
      .map((row) => row.split('\t'))
      .find(([, port]) => Number(port) === started.localPort)?.[0];
    expect(pid).toBeDefined();
    await run('rabbitmqctl', ['close_connection', pid!, 'connection-loss test']);
    expect(await exitOf(holder)).toBe(1);
    expect(started.stderr()).toContain('RabbitMQ connection lost');
  });

  it('when the process is stopped with SIGTERM, then its own close is not a loss and it exits 0', async () => {
    const started = await startHolder();
    holder = started.child;
    holder.kill('SIGTERM');
    expect(await exitOf(holder)).toBe(0);
    expect(started.stderr()).not.toContain('connection lost');
  });
});
