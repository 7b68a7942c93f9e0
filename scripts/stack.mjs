// npm start: makes sure the servers run (scripts/ensure-infra.sh), then runs every process of
// deploy/processes.json as its own child with prefixed, readable log lines, restarts one that exits
// (with backoff); Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const infra = spawnSync('bash', [path.join(root, 'scripts/ensure-infra.sh')], { stdio: 'inherit' });
if (infra.status !== 0) process.exit(infra.status ?? 1);

const { processes } = JSON.parse(readFileSync(path.join(root, 'deploy/processes.json'), 'utf8'));
const only = process.env.RAPPORT_ONLY?.split(',');
const selected = processes.filter((p) => !only || only.includes(p.name));
const width = Math.max(...selected.map((p) => p.name.length));
const colors = [36, 32, 33, 35, 34, 31, 96, 92, 93, 95];
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

function pretty(line) {
  try {
    const { level, time, msg, service: _s, name: _n, pid: _p, hostname: _h, ...rest } = JSON.parse(line);
    const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    return `${String(time).slice(11, 19)} ${(LEVELS[level] ?? level).padEnd(5)} ${msg}${extra}`;
  } catch {
    return line;
  }
}

// A process that exits by itself is started again after a backoff (0.5 s doubling to 30 s, back to
// 0.5 s once it ran a minute), as an orchestrator would: one crash never stops the local stack.
const BACKOFF_MS = { first: 500, max: 30_000, healthyAfter: 60_000 };
let stopping = false;
const running = new Map();

function launch(proc, prefix, backoffMs) {
  const startedAt = Date.now();
  // As the image runs it (`node --import tsx`, deploy/Dockerfile): node is the process, so SIGTERM
  // reaches its drain directly (the tsx command would relay it, and kill a child slow to confirm).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, proc.entry)], {
    cwd: root,
    // The local stack records emails instead of sending them unless a provider is configured.
    // Development: webhooks may target http and loopback receivers (https and public addresses otherwise).
    env: {
      EMAIL_PROVIDER: 'log',
      WEBHOOKS_ALLOW_HTTP_TARGETS: '1',
      WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '1',
      ...process.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.set(proc.name, child);
  for (const stream of [child.stdout, child.stderr]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => console.log(`${prefix} ${pretty(line)}`));
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix} exited (${signal ?? code})`);
    if (stopping) return;
    const next = Date.now() - startedAt > BACKOFF_MS.healthyAfter ? BACKOFF_MS.first : backoffMs;
    console.log(`${prefix} restarting in ${(next / 1000).toFixed(1)} s`);
    setTimeout(() => {
      if (!stopping) launch(proc, prefix, Math.min(next * 2, BACKOFF_MS.max));
    }, next);
  });
}

selected.forEach((proc, i) => {
  launch(proc, `\x1b[${colors[i % colors.length]}m${proc.name.padEnd(width)} |\x1b[0m`, BACKOFF_MS.first);
});

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('stopping every process (SIGTERM, they drain in-flight work)...');
  const children = [...running.values()];
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 20_000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(
    () => {
      clearTimeout(timer);
      process.exit(code);
    },
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
