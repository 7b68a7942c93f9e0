import { parseArgs } from 'node:util';
import { ConfigError, DomainError } from '@rapport/platform';
import { loadConfig } from '../config';
import { AccountsService } from '../domain/accounts.service';
import { toAccountMessage } from '../grpc/messaging.mapper';
import { openStore } from '../store/open-store';

const USAGE = `usage: npm run messaging-admin -- <command> [options] [--json]
  account create --org ORG_ID --channel whatsapp|instagram|facebook --provider meta|sandbox
                 --provider-account-id ID --name NAME [--access-token TOKEN] [--app-secret SECRET]
  account list --org ORG_ID
  account delete --org ORG_ID --id ACCOUNT_ID
ORG_ID is the organization's id (npm run admin -- org create prints it).`;

class UsageError extends Error {}

type Values = Record<string, string | boolean | undefined>;

function required(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}
const optional = (values: Values, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string) : undefined;

async function run(service: AccountsService, command: string, values: Values) {
  const org = required(values, 'org');
  switch (command) {
    case 'account create':
      return toAccountMessage(
        await service.create(org, {
          channel: required(values, 'channel'),
          provider: required(values, 'provider'),
          providerAccountId: required(values, 'provider-account-id'),
          name: required(values, 'name'),
          accessToken: optional(values, 'access-token'),
          appSecret: optional(values, 'app-secret'),
        }),
      );
    case 'account list':
      return { data: (await service.list(org)).map(toAccountMessage) };
    case 'account delete': {
      const id = required(values, 'id');
      await service.delete(org, id);
      return { id, deleted: true };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      org: { type: 'string' },
      channel: { type: 'string' },
      provider: { type: 'string' },
      'provider-account-id': { type: 'string' },
      name: { type: 'string' },
      'access-token': { type: 'string' },
      'app-secret': { type: 'string' },
      id: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length !== 2) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const store = await openStore(loadConfig().MONGO_URL);
  try {
    const result = await run(new AccountsService(store.accounts), positionals.join(' '), values);
    process.stdout.write(`${JSON.stringify(result, null, values.json ? undefined : 2)}\n`);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    let message: string;
    if (err instanceof DomainError) message = err.messages.join('; ');
    else if (err instanceof UsageError || err instanceof ConfigError) message = err.message;
    else if (err instanceof Error && err.name === 'TypeError' && 'code' in err) message = err.message;
    else message = `unexpected error: ${err instanceof Error ? err.message : String(err)}`;
    process.stderr.write(`error: ${message}\n${err instanceof UsageError ? `${USAGE}\n` : ''}`);
    process.stdout.write(`${JSON.stringify({ error: message })}\n`);
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
