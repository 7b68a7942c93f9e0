import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULTS } from '@rapport/platform';
import { ROOT } from './deploy-files';

/**
 * What the code reads from the environment, found in the source (no process is started): the keys of
 * the zod shapes given to readConfig in every config.ts, and any direct `process.env.X`.
 */

const SOURCE_DIRS = ['gateway/src', 'libs/platform/src', ...serviceDirs()];

function serviceDirs(): string[] {
  return readdirSync(path.join(ROOT, 'services'))
    .map((s) => `services/${s}/src`)
    .filter((dir) => existsSync(path.join(ROOT, dir)));
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) files.push(...sourceFiles(relative));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(relative);
  }
  return files;
}

const isConfigFile = (file: string) => /(^|[/.])config\.ts$/.test(file);

/** Shape keys of a config source, each with its text up to the next key (where its default is). */
export function shapeKeys(source: string): Map<string, string> {
  const keys = new Map<string, string>();
  const matches = [...source.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)];
  matches.forEach((match, i) => {
    keys.set(match[1]!, source.slice(match.index, matches[i + 1]?.index ?? source.length));
  });
  return keys;
}

/** Every variable the code reads, with the files that read it. */
export function codeVariables(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (name: string, file: string) => found.set(name, [...(found.get(name) ?? []), file]);
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (isConfigFile(file)) for (const key of shapeKeys(source).keys()) add(key, file);
    for (const m of source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
      add(m[1] ?? m[2]!, file);
    }
  }
  return found;
}

/** The config.ts beside a process's entry: the variables that process reads. */
export function processConfig(entry: string): Map<string, string> {
  const file = path.join(ROOT, path.dirname(entry), 'config.ts');
  if (!existsSync(file)) throw new Error(`${entry}: no config.ts beside the entry`);
  return shapeKeys(readFileSync(file, 'utf8'));
}

/** The default a shape key's text gives (`env.addr(DEFAULTS.X)`, `env.port(8080)`, `env.int(5_000)`, `.default('...')`). */
export function defaultOf(keyText: string): string | undefined {
  const shared = /DEFAULTS\.(\w+)/.exec(keyText)?.[1];
  if (shared) return (DEFAULTS as Record<string, string>)[shared];
  const number = /env\.(?:port|int)\(([\d_]+)/.exec(keyText)?.[1];
  if (number) return number.replace(/_/g, '');
  return /(?:env\.(?:addr|url)|\.default)\(\s*'([^']*)'/.exec(keyText)?.[1];
}

/** Whether an address or URL names this machine (`127.0.0.1:50051`, `amqp://guest:guest@127.0.0.1:5672`). */
export const isLoopback = (value: string) => /(^|\/\/|@)(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(value);

/** The port a process serves by default: the default of its `addrEnv` (an address or a port). */
export function defaultPort(entry: string, addrEnv: string): number {
  const keyText = processConfig(entry).get(addrEnv);
  if (!keyText) throw new Error(`${entry}: its config does not read ${addrEnv}`);
  const value = defaultOf(keyText);
  if (!value) throw new Error(`${entry}: ${addrEnv} has no default`);
  return Number(/(\d{1,5})$/.exec(value)?.[1]);
}

export { DEFAULTS };
