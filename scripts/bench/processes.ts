// Starting the processes of a benchmark, each separate as in production (shared by the bench scripts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@rapport/testkit';

export const ROOT = path.resolve(__dirname, '../..');
export const LOG_DIR = path.join(ROOT, '.tools', 'bench-logs');

export interface Proc {
  name: string;
  child: ChildProcess;
}

/** Starts `src` (a TypeScript entry point) as its own process; logs to .tools/bench-logs/<name>.log. */
export async function startProcess(
  name: string,
  src: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<Proc> {
  mkdirSync(LOG_DIR, { recursive: true });
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [src], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(LOG_DIR, `${name}.log`));
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in 60 s: ${seen.slice(-500)}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      if (seen.length < 100_000) seen += chunk.toString();
      if (ready.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${seen.slice(-500)}`)));
  });
  return { name, child };
}

/** SIGTERM to each (last started first), then a moment to drain. */
export async function stopProcesses(procs: Proc[]): Promise<void> {
  for (const proc of [...procs].reverse()) proc.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

export interface ApiStack {
  /** The environment every process got (the services' addresses, the gateway's PORT). */
  env: NodeJS.ProcessEnv;
  gatewayUrl: string;
  procs: Proc[];
}

/**
 * identity, companies, contacts, webhooks (its API: the dashboard's counts; no worker) and the gateway,
 * each its own process on free ports (email and messaging are not started: their addresses answer
 * nothing). `procs` grows as they start, so a
 * caller stops what did start when one of them fails.
 */
export async function startApiStack(procs: Proc[], extraEnv: NodeJS.ProcessEnv = {}): Promise<ApiStack> {
  const port = async () => `127.0.0.1:${await freePort()}`;
  const gatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    LOG_LEVEL: 'info',
    IDENTITY_GRPC_ADDR: await port(),
    COMPANIES_GRPC_ADDR: await port(),
    CONTACTS_GRPC_ADDR: await port(),
    WEBHOOKS_GRPC_ADDR: await port(),
    EMAIL_GRPC_ADDR: '127.0.0.1:1',
    MESSAGING_GRPC_ADDR: '127.0.0.1:1',
    MESSAGING_HTTP_ADDR: '127.0.0.1:1',
    PORT: String(gatewayPort),
    ...extraEnv,
  };
  const listening = /listening/i;
  procs.push(await startProcess('identity', 'services/identity/src/main.ts', env, listening));
  procs.push(await startProcess('companies', 'services/companies/src/main.ts', env, listening));
  procs.push(await startProcess('contacts', 'services/contacts/src/main.ts', env, listening));
  procs.push(await startProcess('webhooks', 'services/webhooks/src/main.ts', env, listening));
  procs.push(await startProcess('gateway', 'gateway/src/main.ts', env, /gateway listening/));
  return { env, gatewayUrl: `http://127.0.0.1:${gatewayPort}`, procs };
}
