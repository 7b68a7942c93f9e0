import {
  isUuid,
  optionalOption as optional,
  requiredOption as required,
  runCli,
  UsageError,
  type CliValues as Values,
} from '@rapport/platform';
import { loadConfig } from '../config';
import { AccountsService } from '../domain/accounts.service';
import type { SettingsRepository } from '../domain/messaging.ports';
import { OUTSIDE_WINDOW_POLICIES, type OutsideWindowPolicy } from '../domain/messaging.types';
import { toAccountMessage } from '../grpc/messaging.mapper';
import { openStore } from '../store/open-store';

const USAGE = `usage: npm run messaging-admin -- <command> [options] [--json]
  account create --org ORG_ID --channel whatsapp|instagram|facebook --provider meta|sandbox
                 --provider-account-id ID --name NAME [--access-token TOKEN] [--app-secret SECRET]
                 [--waba-id WHATSAPP_BUSINESS_ACCOUNT_ID]   (WhatsApp: whose templates it sends)
  account list --org ORG_ID
  account delete --org ORG_ID --id ACCOUNT_ID
  settings set --org ORG_ID --outside-window refuse|send
  settings show --org ORG_ID
                 outside-window: what POST /v1/messages does with free text outside the contact's
                 window when the body does not say (default send; refuse answers 409)
ORG_ID is the organization's id (npm run admin -- org create prints it).`;

interface Resources {
  accounts: AccountsService;
  settings: SettingsRepository;
}

async function run({ accounts: service, settings }: Resources, command: string, values: Values) {
  const org = required(values, 'org');
  switch (command) {
    case 'settings set': {
      if (!isUuid(org)) throw new UsageError('--org must be the organization id (a UUID)');
      const outsideWindow = required(values, 'outside-window');
      if (!OUTSIDE_WINDOW_POLICIES.includes(outsideWindow as OutsideWindowPolicy))
        throw new UsageError('--outside-window must be refuse or send');
      await settings.set({ organizationId: org, outsideWindow: outsideWindow as OutsideWindowPolicy });
      return { organizationId: org, outsideWindow };
    }
    case 'settings show':
      return (await settings.get(org)) ?? { organizationId: org, outsideWindow: 'send' };
    case 'account create':
      return toAccountMessage(
        await service.create(org, {
          channel: required(values, 'channel'),
          provider: required(values, 'provider'),
          providerAccountId: required(values, 'provider-account-id'),
          name: required(values, 'name'),
          accessToken: optional(values, 'access-token'),
          appSecret: optional(values, 'app-secret'),
          wabaId: optional(values, 'waba-id'),
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
    'outside-window': { type: 'string' },
    'waba-id': { type: 'string' },
  },
  open: async () => {
    const store = await openStore(loadConfig().MONGO_URL);
    return {
      resources: { accounts: new AccountsService(store.accounts), settings: store.settings },
      close: () => store.close(),
    };
  },
  run,
});
