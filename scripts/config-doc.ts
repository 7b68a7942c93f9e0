// Generates docs/configuration.md from the zod schemas of every process: the shape each config.ts
// (gateway/src, services/*/src) hands to `readConfig` of @rapport/platform. The shapes are taken at
// run time (each loadConfig runs once against a readConfig that records its shape and stops), so the
// defaults and accepted values are the schemas' own; a variable's description is its schema's
// `.describe()` text or, without one, the comment written above it in config.ts (else the comment on
// the DEFAULTS entry or `env` helper of libs/platform/src/config.ts it is built from).
// `--check` writes nothing and fails when docs/configuration.md differs (npm run config:check).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';

const root = path.join(__dirname, '..');
const OUTPUT = 'docs/configuration.md';
const PLATFORM_CONFIG = 'libs/platform/src/config.ts';

export interface Variable {
  name: string;
  default: string;
  accepts: string;
  description: string;
}

export interface ConfigSource {
  /** config.ts, relative to the repository root. */
  file: string;
  /** The processes of deploy/processes.json whose entry sits beside it. */
  processes: string[];
  /** The service's (or gateway's) README, relative to the repository root, when there is one. */
  readme?: string;
  variables: Variable[];
}

// ---------------------------------------------------------------- the schemas, at run time

class Captured extends Error {
  constructor(readonly shape: z.ZodRawShape) {
    super('shape captured');
  }
}

/** The shape each config.ts gives readConfig: loadConfig runs with a readConfig that throws it back. */
function captureShapes(files: string[]): Map<string, z.ZodRawShape> {
  const platformFile = require.resolve('@rapport/platform');
  const platform = require('@rapport/platform') as typeof import('@rapport/platform');
  const cached = require.cache[platformFile]!;
  const real = cached.exports;
  cached.exports = {
    ...platform,
    readConfig: (shape: z.ZodRawShape) => {
      throw new Captured(shape);
    },
  };
  const shapes = new Map<string, z.ZodRawShape>();
  try {
    for (const file of files) {
      const { loadConfig } = require(path.join(root, file)) as { loadConfig?: (env: object) => unknown };
      if (typeof loadConfig !== 'function') throw new Error(`${file} exports no loadConfig`);
      try {
        loadConfig({});
      } catch (err) {
        if (!(err instanceof Captured)) throw err;
        shapes.set(file, err.shape);
        continue;
      }
      throw new Error(`${file}: loadConfig did not call readConfig`);
    }
  } finally {
    cached.exports = real;
  }
  return shapes;
}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions (`_zod.def`) are untyped here
type Def = Record<string, any>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

interface Unwrapped {
  core: z.ZodType;
  wrappers: z.ZodType[];
  hasDefault: boolean;
  defaultValue?: unknown;
  optional: boolean;
}

/** Peels defaults, optionals and pipes (`.transform`) down to the type that checks the text. */
export function unwrap(schema: z.ZodType): Unwrapped {
  const result: Unwrapped = { core: schema, wrappers: [], hasDefault: false, optional: false };
  for (;;) {
    const def = defOf(result.core);
    if (def.type === 'default' || def.type === 'prefault') {
      if (!result.hasDefault) {
        result.hasDefault = true;
        result.defaultValue = def.defaultValue;
      }
    } else if (def.type === 'optional') {
      result.optional = true;
    } else if (def.type !== 'pipe') {
      return result;
    }
    result.wrappers.push(result.core);
    result.core = def.type === 'pipe' ? def.in : def.innerType;
  }
}

const UNITS: [number, string][] = [
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1_000, 's'],
];

/** `30000` → `30 s` for a variable named …_MS (and `28800` → `8 h` for …_SECONDS). */
export function duration(name: string, value: number): string | undefined {
  const ms = name.endsWith('_MS') ? value : name.endsWith('_SECONDS') ? value * 1_000 : undefined;
  if (ms === undefined || ms < 1_000) return undefined;
  const unit = UNITS.find(([size]) => ms % size === 0);
  return unit ? `${ms / unit[0]} ${unit[1]}` : undefined;
}

export function defaultText(name: string, schema: z.ZodType): string {
  const { hasDefault, defaultValue, optional } = unwrap(schema);
  if (!hasDefault) return optional ? 'unset' : '**required**';
  const text = Array.isArray(defaultValue) ? defaultValue.join(',') : String(defaultValue);
  const human = typeof defaultValue === 'number' ? duration(name, defaultValue) : undefined;
  return `\`${text}\`${human ? ` (${human})` : ''}`;
}

/** A check's own message (`'must be host:port'`), when it was given one. */
function messageOf(check: Def): string | undefined {
  try {
    const message = typeof check.error === 'function' ? check.error({}) : check.error;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

export function acceptsText(schema: z.ZodType): string {
  const def = defOf(unwrap(schema).core);
  const checks: Def[] = (def.checks ?? []).map((check: z.ZodType) => defOf(check));
  switch (def.type) {
    case 'enum':
      return Object.values(def.entries as Record<string, string>)
        .map((value) => `\`${value}\``)
        .join(', ');
    case 'number': {
      const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format));
      const min = checks.find((c) => c.check === 'greater_than')?.value;
      const max = checks.find((c) => c.check === 'less_than')?.value;
      const kind = integer ? 'integer' : 'number';
      if (min !== undefined && max !== undefined) return `${kind} ${min}–${max}`;
      if (min !== undefined) return `${kind} ≥ ${min}`;
      return max !== undefined ? `${kind} ≤ ${max}` : kind;
    }
    case 'string': {
      const parts = checks.map((c) => {
        if (c.check === 'string_format' && c.format === 'url') return 'URL';
        if (c.check === 'string_format' && c.format === 'regex') {
          const message = messageOf(c);
          return message ? message.replace(/^must (be |look )?/, '') : `text matching \`${c.pattern}\``;
        }
        if (c.check === 'min_length') return c.minimum === 1 ? 'non-empty text' : `${c.minimum}+ characters`;
        return c.check as string;
      });
      return parts.length > 0 ? parts.join(', ') : 'text';
    }
    default:
      return String(def.type);
  }
}

/** A `.describe()` (or `.meta({ description })`) on the schema or anything it wraps. */
function schemaDescription(schema: z.ZodType): string | undefined {
  const { core, wrappers } = unwrap(schema);
  for (const each of [...wrappers, core]) {
    const description = (each as { description?: string }).description;
    if (description) return description;
  }
  return undefined;
}

// ---------------------------------------------------------------- comments, from the source

export interface ShapeSource {
  /** The comment above the property, one line. */
  comment?: string;
  /** `DEFAULTS.X` in its initializer. */
  defaultsKey?: string;
  /** `env.<helper>(` in its initializer. */
  helper?: string;
}

/** `/** … *\/` or `// …` comments as one line of text. */
export function commentText(raws: string[]): string | undefined {
  const lines = raws.flatMap((raw) =>
    raw
      .replace(/^\/\*\*?/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((line) => line.replace(/^\s*(\*(?!\/)|\/\/)\s?/, '').trim()),
  );
  const text = lines.join(' ').replace(/\s+/g, ' ').trim();
  return text || undefined;
}

function leadingComment(text: string, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return commentText(ranges.map((range) => text.slice(range.pos, range.end)));
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

function objectProperties(
  text: string,
  object: ts.ObjectLiteralExpression,
  into: Map<string, ShapeSource>,
): void {
  for (const property of object.properties) {
    const name = propertyName(property);
    if (!name) continue;
    const initializer = ts.isPropertyAssignment(property) ? property.initializer.getText() : '';
    into.set(name, {
      comment: leadingComment(text, property),
      defaultsKey: /\bDEFAULTS\.(\w+)/.exec(initializer)?.[1],
      helper: /\benv\.(\w+)\(/.exec(initializer)?.[1],
    });
  }
}

/** The properties of the object literal given to `readConfig(…)` in a config.ts. */
export function shapeSources(file: string, text: string): Map<string, ShapeSource> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, ShapeSource>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'readConfig') {
      const shape = node.arguments[0];
      if (shape && ts.isObjectLiteralExpression(shape)) objectProperties(text, shape, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The properties of `const <name> = { … }` (DEFAULTS, env) in libs/platform/src/config.ts. */
export function constantSources(file: string, text: string, name: string): Map<string, ShapeSource> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, ShapeSource>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === name && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) objectProperties(text, value, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// ---------------------------------------------------------------- what is documented

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function configFiles(): string[] {
  const services = readdirSync(path.join(root, 'services'))
    .sort()
    .map((service) => `services/${service}/src/config.ts`);
  return ['gateway/src/config.ts', ...services].filter((file) => existsSync(path.join(root, file)));
}

function collect(): ConfigSource[] {
  const files = configFiles();
  const shapes = captureShapes(files);
  const { processes } = JSON.parse(read('deploy/processes.json')) as {
    processes: { name: string; entry: string }[];
  };
  const platformText = read(PLATFORM_CONFIG);
  const defaultsComments = constantSources(PLATFORM_CONFIG, platformText, 'DEFAULTS');
  const helperComments = constantSources(PLATFORM_CONFIG, platformText, 'env');
  const configs = files.map((file): ConfigSource => {
    const sources = shapeSources(file, read(file));
    const readme = path.join(path.dirname(path.dirname(file)), 'README.md');
    const variables = Object.entries(shapes.get(file)!).map(([name, schema]): Variable => {
      const source = sources.get(name);
      const description =
        schemaDescription(schema as z.ZodType) ??
        source?.comment ??
        (source?.defaultsKey ? defaultsComments.get(source.defaultsKey)?.comment : undefined) ??
        (source?.helper ? helperComments.get(source.helper)?.comment : undefined) ??
        '';
      return {
        name,
        default: defaultText(name, schema as z.ZodType),
        accepts: acceptsText(schema as z.ZodType),
        description,
      };
    });
    return {
      file,
      processes: processes.filter((p) => path.dirname(p.entry) === path.dirname(file)).map((p) => p.name),
      readme: existsSync(path.join(root, readme)) ? readme : undefined,
      variables,
    };
  });
  // deploy/processes.json's order (identity first), the gateway last.
  const order = (config: ConfigSource) => {
    const index = processes.findIndex((p) => config.processes.includes(p.name));
    return index < 0 ? processes.length : index;
  };
  return configs.sort((a, b) => order(a) - order(b));
}

// ---------------------------------------------------------------- markdown

/** Text for a table cell: `|` escaped, `<`/`>` outside code spans escaped. */
export function cell(text: string): string {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('`')
    .replace(/\|/g, '\\|');
}

const codeList = (names: string[]) => {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

function titleOf(config: ConfigSource): string {
  return config.file.startsWith('gateway/') ? 'gateway' : config.file.split('/')[1]!;
}

/** Prose wrapped at 110 columns (`indent` continues a list item). */
export function wrap(text: string, indent = ''): string {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > 110) {
      lines.push(current);
      current = indent + word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  return [...lines, current].join('\n');
}

export function render(configs: ConfigSource[]): string {
  const out: string[] = [];
  const line = (text = '') => out.push(text);
  const paragraph = (text: string) => out.push(wrap(text, text.startsWith('- ') ? '  ' : ''));
  line('# Configuration');
  line();
  paragraph(
    'Generated by `npm run config:doc` (`scripts/config-doc.ts`) from the zod schemas each process hands to ' +
      '`readConfig` of `@rapport/platform` in its `config.ts`: do not edit by hand; `npm run config:check` ' +
      '(part of `npm test`) fails when this file differs from what the schemas generate. A description is ' +
      "the schema's `.describe()` text or the comment above the variable in `config.ts`.",
  );
  line();
  paragraph(
    'Every process reads its environment once, at start, through `readConfig`, and exits with one line ' +
      'naming the first bad variable (`invalid configuration: NAME: … (got "…")`). Unset variables take ' +
      'the defaults below, which suit `npm start` on one machine (loopback addresses); the compose file ' +
      'and the Kubernetes manifests set the container addresses, and `deploy/.env.example` lists every ' +
      "variable for them ([operations](operations.md#deploy)). The services' READMEs say more about " +
      'their own settings.',
  );
  line();
  for (const config of configs)
    line(`- [${titleOf(config)}](#${titleOf(config)}): ${codeList(config.processes)}`);
  line('- [Variables read by several processes](#variables-read-by-several-processes)');
  line('- [Outside the schemas](#outside-the-schemas)');
  for (const config of configs) {
    line();
    line(`## ${titleOf(config)}`);
    line();
    const processes =
      config.processes.length === 0
        ? 'no process of `deploy/processes.json`'
        : `the process${config.processes.length > 1 ? 'es' : ''} ${codeList(config.processes)}`;
    const more = config.readme ? `; more in [${config.readme}](../${config.readme})` : '';
    paragraph(`\`${config.file}\`, read by ${processes}${more}.`);
    line();
    line('| variable | default | accepts | description |');
    line('| --- | --- | --- | --- |');
    for (const v of config.variables) {
      line(`| \`${v.name}\` | ${v.default} | ${cell(v.accepts)} | ${cell(v.description)} |`);
    }
  }
  line();
  line('## Variables read by several processes');
  line();
  line('Each process reads its own copy: set the variable for every process that reads it.');
  line();
  line('| variable | read by |');
  line('| --- | --- |');
  const readers = new Map<string, ConfigSource[]>();
  for (const config of configs) {
    for (const v of config.variables) readers.set(v.name, [...(readers.get(v.name) ?? []), config]);
  }
  for (const [name, readBy] of [...readers].sort(([a], [b]) => a.localeCompare(b))) {
    if (readBy.length > 1)
      line(`| \`${name}\` | ${readBy.flatMap((config) => config.processes).join(', ')} |`);
  }
  line();
  line('## Outside the schemas');
  line();
  for (const text of OUTSIDE) paragraph(text);
  return `${out.join('\n')}\n`;
}

/** What no config schema declares: written here, in the generator, beside the generated tables. */
const OUTSIDE = [
  '- **Traces** (every process): `OTEL_EXPORTER_OTLP_ENDPOINT` (unset: traces off, nothing loaded), ' +
    '`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_SERVICE_NAME` (default: the ' +
    'process name of `deploy/processes.json`), `OTEL_TRACES_SAMPLER_ARG` (default 1) and `OTEL_SDK_DISABLED`, ' +
    'read by `libs/platform/src/tracing.ts` and the OpenTelemetry exporter ([operations](operations.md#traces)).',
  '- **`npm start`** (`scripts/stack.mjs`) sets `EMAIL_PROVIDER=log`, `WEBHOOKS_ALLOW_HTTP_TARGETS=1` and ' +
    '`WEBHOOKS_ALLOW_LOOPBACK_TARGETS=1` unless they are set, and reads `RAPPORT_ONLY` (a comma-separated ' +
    'subset of the processes to run). `scripts/ensure-infra.sh` reads `RAPPORT_PG_PORT` (default ' +
    "54329: FerretDB's own PostgreSQL cluster), which the tests find there or at `RAPPORT_PG_URL`; the " +
    'integration tests read `TEST_LOG_LEVEL` (default `silent`).',
  '- **Docker Compose** alone reads `RAPPORT_IMAGE`, `GATEWAY_PORT`, `RABBITMQ_UI_PORT`, ' +
    '`RABBITMQ_DEFAULT_USER` and `RABBITMQ_DEFAULT_PASS` (`deploy/.env.example`).',
  '- **Benchmarks and chaos** take `BENCH_*` and `CHAOS_*` variables: [benchmarks](benchmarks.md).',
];

// ---------------------------------------------------------------- write or check

/** Biome formats markdown (it pads tables): the file is kept exactly as `npm run lint` wants it. */
function formatted(markdown: string): string {
  return execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${OUTPUT}`], {
    cwd: root,
    input: markdown,
    encoding: 'utf8',
  });
}

/** The lines (table cells without their padding) only one side has, at most ten of each. */
export function differences(generated: string, committed: string): string {
  const normal = (text: string) =>
    text
      .split('\n')
      .map((line) => line.replace(/\s*\|\s*/g, ' | ').trim())
      .filter((line) => line && !/^[|\s-]+$/.test(line));
  const mine = normal(generated);
  const theirs = normal(committed);
  const only = (lines: string[], other: string[]) =>
    lines.filter((line) => !other.includes(line)).slice(0, 10);
  return [
    ...only(mine, theirs).map((line) => `  + ${line}`),
    ...only(theirs, mine).map((line) => `  - ${line}`),
  ].join('\n');
}

function main(): void {
  const check = process.argv.includes('--check');
  const document = formatted(render(collect()));
  const file = path.join(root, OUTPUT);
  if (check) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== document) {
      console.error(
        `${OUTPUT} differs from what the config schemas generate: run npm run config:doc and commit the result\n` +
          `(+ generated, - in the file)\n${differences(document, current) || '  (only spacing differs)'}`,
      );
      process.exit(1);
    }
    console.log(`${OUTPUT} is up to date`);
    return;
  }
  writeFileSync(file, document);
  console.log(`wrote ${OUTPUT}`);
}

if (require.main === module) main();
