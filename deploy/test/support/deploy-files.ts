import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** Reads the deployment files (processes.json, Dockerfile, compose file, manifests) for the static checks. */

export const ROOT = path.resolve(__dirname, '../../..');
export const DEPLOY = path.join(ROOT, 'deploy');
export const K8S = path.join(DEPLOY, 'k8s');

export const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8');

export type ProcessKind = 'grpc' | 'http' | 'worker';

export interface ProcessSpec {
  name: string;
  entry: string;
  kind: ProcessKind;
  /** The variable holding the address (or port) the process serves: its health checks probe it. */
  addrEnv: string;
}

/** The process serving a shared address variable: IDENTITY_GRPC_ADDR → identity, MESSAGING_HTTP_ADDR → messaging. */
export function ownerOfAddress(processes: ProcessSpec[], variable: string): ProcessSpec | undefined {
  const prefix = variable
    .replace(/_(GRPC|HTTP)_ADDR$/, '')
    .toLowerCase()
    .replace(/_/g, '-');
  return processes.find((p) => p.addrEnv === variable) ?? processes.find((p) => p.name === prefix);
}

/**
 * Addresses served by the processes sharing `p`'s config (its own, a sibling worker's): in a container
 * each binds GRPC_LISTEN_ADDR, so these need no container value.
 */
export function servedBySiblings(processes: ProcessSpec[], p: ProcessSpec): string[] {
  return processes.filter((q) => path.dirname(q.entry) === path.dirname(p.entry)).map((q) => q.addrEnv);
}

export function loadProcesses(): ProcessSpec[] {
  return (JSON.parse(read('deploy/processes.json')) as { processes: ProcessSpec[] }).processes;
}

/** Entry files of the workspace: every `src/main.ts` and `src/worker.ts` of the gateway and the services. */
export function workspaceEntries(): string[] {
  const candidates = ['gateway/src/main.ts', 'gateway/src/worker.ts'];
  for (const service of readdirSync(path.join(ROOT, 'services'))) {
    candidates.push(`services/${service}/src/main.ts`, `services/${service}/src/worker.ts`);
  }
  return candidates.filter((file) => existsSync(path.join(ROOT, file)));
}

/** Parsed YAML: the tests check it field by field. */
export type Yaml = any;

/** The compose file as `docker compose config` sees it before interpolation (merge keys resolved). */
export function loadCompose(): Yaml {
  return YAML.parse(read('deploy/docker-compose.yml'), { merge: true });
}

export interface Manifest {
  file: string;
  doc: Yaml;
}

export function manifestFiles(): string[] {
  return readdirSync(K8S)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
}

/** Every document of every manifest; throws on a YAML error, naming the file. */
export function loadManifests(): Manifest[] {
  const manifests: Manifest[] = [];
  for (const file of manifestFiles()) {
    for (const document of YAML.parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8'))) {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
      const doc = document.toJS();
      if (doc !== null) manifests.push({ file, doc });
    }
  }
  return manifests;
}

export function ofKind(manifests: Manifest[], kind: string): Yaml[] {
  return manifests.filter((m) => m.doc.kind === kind && m.file !== 'kustomization.yaml').map((m) => m.doc);
}

/** `${VAR:-default}` and `${VAR-default}` → default; `${VAR}` → '' (what compose sees without deploy/.env). */
export function interpolateDefaults(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_m, _name, fallback) => fallback ?? '');
}

/** Names used in `${...}` interpolations of a text. */
export function interpolatedNames(text: string): string[] {
  return [...text.matchAll(/\$\{(\w+)/g)].map((m) => m[1]!);
}

export function portOf(addr: string): number {
  const port = /:(\d{1,5})$/.exec(addr)?.[1];
  if (!port) throw new Error(`not host:port: ${addr}`);
  return Number(port);
}

export function hostOf(addr: string): string {
  return addr.replace(/:\d{1,5}$/, '');
}

/** Variables documented in deploy/.env.example: `NAME=value` lines, commented out or not. */
export function documentedVariables(): Set<string> {
  const names = new Set<string>();
  for (const line of read('deploy/.env.example').split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) names.add(match[1]!);
  }
  return names;
}

/** Instructions of a Dockerfile with their arguments, continuation lines joined. */
export function dockerfileInstructions(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op!.toUpperCase(), args: rest.join(' ') };
    });
}
