import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { storePostgresUrl, storeSql, storeSqlScript } from './store-postgres';

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

interface ServerCommand {
  program: string;
  args: string[];
  /** Extra environment of the server process. */
  env?: NodeJS.ProcessEnv;
  /** How long it may take until its port answers (default 30 s). */
  readyTimeoutMs?: number;
  /** Working directory of the server process. */
  cwd?: string;
}

async function privateServer(
  scheme: string,
  command: (port: number, dir: string) => ServerCommand,
  urlOf: (port: number) => string = (port) => `${scheme}://127.0.0.1:${port}`,
): Promise<PrivateServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-private-'));
  let child: ChildProcess | undefined;
  const launch = async () => {
    const { program, args, env, readyTimeoutMs, cwd } = command(port, dir);
    const started = spawn(program, args, {
      stdio: 'ignore',
      ...(cwd ? { cwd } : {}),
      ...(env ? { env: { ...process.env, ...env } } : {}),
    });
    child = started;
    const exited = new Promise<never>((_resolve, reject) =>
      started.once('exit', (code, signal) =>
        reject(new Error(`${program} exited (${signal ?? code}) before listening on ${port}`)),
      ),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPort(port, readyTimeoutMs ?? 30_000), exited]);
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
    url: urlOf(port),
    kill,
    restart: launch,
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** FerretDB (the binary scripts/ensure-infra.sh builds) on `port`, its state in `dir`, on `backend`. */
function ferretDb(port: number, dir: string, backend: string[]): ServerCommand {
  return {
    program: path.join(ROOT, '.tools/bin/ferretdb'),
    args: [
      `--listen-addr=127.0.0.1:${port}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--log-level=error',
      `--state-dir=${dir}`,
      ...backend,
    ],
  };
}

/** FerretDB on SQLite in a temporary folder. */
export function startPrivateFerretDb(): Promise<PrivateServer> {
  return privateServer('mongodb', (port, dir) =>
    ferretDb(port, dir, ['--handler=sqlite', `--sqlite-url=file:${dir}/`]),
  );
}

/**
 * FerretDB (the binary scripts/ensure-infra.sh builds) on PostgreSQL, as the embedded store runs: a
 * private database of the project's cluster (decision 0019; scripts/ensure-infra.sh starts it), with
 * the GIN twins of scripts/ferretdb-gin-indexes.sql, so equality filters are served by indexes as in
 * development. Killing it kills FerretDB, never PostgreSQL; `stop` drops the database.
 */
export async function startPrivateFerretDbOnPostgres(): Promise<PrivateServer> {
  const database = `rapport_private_${(await freePort()).toString()}_${process.pid}`;
  await storeSql(`create database ${database}`, 'postgres');
  const drop = () => storeSql(`drop database if exists ${database} with (force)`, 'postgres');
  let server: PrivateServer;
  try {
    // The script names the project's own database: the same settings, on this one.
    const script = readFileSync(path.join(ROOT, 'scripts/ferretdb-gin-indexes.sql'), 'utf8').replaceAll(
      'ALTER DATABASE ferretdb',
      `ALTER DATABASE ${database}`,
    );
    await storeSqlScript(script, database);
    const url = new URL(storePostgresUrl());
    url.pathname = `/${database}`;
    url.search = 'pool_max_conns=40&plan_cache_mode=force_custom_plan&sslmode=disable';
    server = await privateServer('mongodb', (port, dir) =>
      ferretDb(port, dir, ['--handler=postgresql', `--postgresql-url=${url.toString()}`]),
    );
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await drop();
    },
  };
}

/** redis-server from the machine's packages, nothing on disk. */
export function startPrivateRedis(): Promise<PrivateServer> {
  return privateServer('redis', (port, dir) => ({
    program: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
  }));
}

/**
 * rabbitmq-server from the machine's packages as a node of its own (`rapport-chaos-<port>@localhost`,
 * AMQP on a free loopback port, its own distribution port, data and logs in a temporary folder, no
 * plugins, so no management port): it never reads the machine's /etc/rabbitmq files and never
 * touches the shared broker on 5672. kill() is kill -9 of the Erlang VM; restart() keeps its data
 * (durable queues and persistent messages survive, as on a real broker).
 */
export async function startPrivateRabbitMq(): Promise<PrivateServer & { nodeName: string }> {
  const distPort = await freePort();
  let nodeName = '';
  const server = await privateServer(
    'amqp',
    (port, dir) => {
      nodeName = `rapport-chaos-${port}@localhost`;
      const files = {
        conf: path.join(dir, 'rabbitmq.conf'),
        envConf: path.join(dir, 'rabbitmq-env.conf'),
        plugins: path.join(dir, 'enabled_plugins'),
      };
      mkdirSync(path.join(dir, 'log'), { recursive: true });
      mkdirSync(path.join(dir, 'mnesia'), { recursive: true });
      writeFileSync(
        files.conf,
        [
          `listeners.tcp.local = 127.0.0.1:${port}`,
          // A small temporary disk must not raise the disk alarm (which blocks every publisher).
          'disk_free_limit.absolute = 10MB',
          'log.console = false',
          '',
        ].join('\n'),
      );
      writeFileSync(files.envConf, '');
      writeFileSync(files.plugins, '[].\n');
      return {
        program: '/usr/lib/rabbitmq/bin/rabbitmq-server',
        args: [],
        cwd: dir,
        readyTimeoutMs: 120_000,
        env: {
          // Its own Erlang cookie (in HOME) and no machine-wide rabbitmq-env.conf or rabbitmq.conf.
          HOME: dir,
          RABBITMQ_CONF_ENV_FILE: files.envConf,
          RABBITMQ_CONFIG_FILE: files.conf,
          RABBITMQ_ADVANCED_CONFIG_FILE: path.join(dir, 'advanced.config'),
          RABBITMQ_ENABLED_PLUGINS_FILE: files.plugins,
          RABBITMQ_PLUGINS_EXPAND_DIR: path.join(dir, 'plugins-expand'),
          RABBITMQ_NODENAME: nodeName,
          RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
          RABBITMQ_NODE_PORT: String(port),
          RABBITMQ_DIST_PORT: String(distPort),
          RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
          RABBITMQ_LOG_BASE: path.join(dir, 'log'),
          RABBITMQ_PID_FILE: path.join(dir, 'rabbitmq.pid'),
          ERL_EPMD_ADDRESS: '127.0.0.1',
          // The script execs the Erlang VM (so kill -9 reaches the broker itself), without a shell.
          RABBITMQ_ALLOW_INPUT: 'true',
          RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-noinput',
        },
      };
    },
    (port) => `amqp://guest:guest@127.0.0.1:${port}`,
  );
  return { ...server, nodeName };
}
