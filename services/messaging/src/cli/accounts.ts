import {
  optionalOption as optional,
  requiredOption as required,
  runCli,
  UsageError,
  type CliValues as Values,
} from '@rapport/platform';
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

runCli({
  usage: USAGE,
  options: {
    org: { type: 'string' },
    channel: { type: 'string' },
    provider: { type: 'string' },
    'provider-account-id': { type: 'string' },
    name: { type: 'string' },
    'access-token': { type: 'string' },
    'app-secret': { type: 'string' },
    id: { type: 'string' },
  },
  open: async () => {
    const store = await openStore(loadConfig().MONGO_URL);
    return { resources: new AccountsService(store.accounts), close: () => store.close() };
  },
  run,
});
