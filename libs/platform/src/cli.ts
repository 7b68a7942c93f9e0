import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from './config';
import { DomainError } from './errors';

/** A command line the user got wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export type CliValues = Record<string, string | boolean | undefined>;

/** The value of `--name`, or a UsageError when it is missing or empty. */
export function requiredOption(values: CliValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export const optionalOption = (values: CliValues, name: string): string | undefined =>
  typeof values[name] === 'string' ? (values[name] as string) : undefined;

export interface CliSpec<R> {
  /** Printed on `--help` (exit 0), on a wrong command line and with a UsageError (exit 2). */
  usage: string;
  /** The options of every command (`--json` and `--help` are added). */
  options: NonNullable<ParseArgsConfig['options']>;
  /** Opens what the commands need (a store, a service); `close` runs after the command. */
  open(): Promise<{ resources: R; close(): Promise<void> }>;
  /** Runs `command` (the two positional words, e.g. `token create`); its answer is printed as JSON. */
  run(resources: R, command: string, values: CliValues): Promise<unknown>;
}

/**
 * The admin CLIs' runner: `<noun> <verb> [--options] [--json]`. The answer goes to stdout as JSON
 * (indented unless `--json`), exit 0. A failure prints `error: <message>` on stderr and
 * `{"error": message}` on stdout: exit 2 for a usage error (with the usage), 1 otherwise; domain
 * errors show their rule messages, anything unexpected is named so.
 */
export function runCli<R>(spec: CliSpec<R>, argv: string[] = process.argv.slice(2)): void {
  cliMain(spec, argv).then(
    (code) => process.exit(code),
    (err: unknown) => {
      let message: string;
      if (err instanceof DomainError) message = err.messages.join('; ');
      else if (err instanceof UsageError || err instanceof ConfigError) message = err.message;
      // parseArgs' own refusals (unknown option, missing value) are TypeErrors with a code.
      else if (err instanceof Error && err.name === 'TypeError' && 'code' in err) message = err.message;
      else message = `unexpected error: ${err instanceof Error ? err.message : String(err)}`;
      process.stderr.write(`error: ${message}\n${err instanceof UsageError ? `${spec.usage}\n` : ''}`);
      process.stdout.write(`${JSON.stringify({ error: message })}\n`);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}

async function cliMain<R>(spec: CliSpec<R>, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...spec.options,
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length !== 2) {
    process.stderr.write(`${spec.usage}\n`);
    return values.help ? 0 : 2;
  }
  const { resources, close } = await spec.open();
  try {
    const result = await spec.run(resources, positionals.join(' '), values as CliValues);
    process.stdout.write(`${JSON.stringify(result, null, values.json ? undefined : 2)}\n`);
    return 0;
  } finally {
    await close();
  }
}
