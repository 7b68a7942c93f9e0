import type { ServiceHandlers } from '@rapport/contracts';
import { invalid, isUuid, type Logger, unaryHandler } from '@rapport/platform';
import type { AccountsService } from '../domain/accounts.service';
import type { MessagesService } from '../domain/messages.service';
import type { AccountRepository } from '../domain/messaging.ports';
import { toAccountMessage, toMessageMessage } from './messaging.mapper';

export function messagingHandlers(
  messages: MessagesService,
  accounts: AccountsService,
  accountRepo: AccountRepository,
  logger: Logger,
): ServiceHandlers<'messaging'> {
  return {
    SendMessage: unaryHandler(logger, async (req) => ({
      message: toMessageMessage(
        await messages.send(req.organizationId, {
          contactId: req.contactId,
          body: req.body,
          channelAccountId: req.channelAccountId,
          whatsappInstanceId: req.whatsappInstanceId,
        }),
      ),
    })),
    ListMessages: unaryHandler(logger, async (req) => {
      const page = await messages.list(req.organizationId, req.contactId, req.cursor, req.limit);
      return { data: page.data.map(toMessageMessage), nextCursor: page.nextCursor };
    }),
    RecordInboundMessage: unaryHandler(logger, async (req) => {
      const account = isUuid(req.channelAccountId)
        ? await accountRepo.findById(req.organizationId, req.channelAccountId)
        : null;
      if (!account) throw invalid(['channelAccountId must be a channel account of the organization']);
      const { message, created } = await messages.recordInbound({
        account,
        channelUserId: req.channelUserId,
        body: req.body,
        providerMessageId: req.providerMessageId,
        phone: req.phone,
        name: req.name,
      });
      return { message: toMessageMessage(message), created };
    }),
    CreateChannelAccount: unaryHandler(logger, async (req) => ({
      account: toAccountMessage(
        await accounts.create(req.organizationId, {
          channel: req.channel,
          provider: req.provider,
          providerAccountId: req.providerAccountId,
          name: req.name,
          accessToken: req.accessToken,
          appSecret: req.appSecret,
        }),
      ),
    })),
    ListChannelAccounts: unaryHandler(logger, async (req) => ({
      data: (await accounts.list(req.organizationId)).map(toAccountMessage),
    })),
    GetChannelAccount: unaryHandler(logger, async (req) => ({
      account: toAccountMessage(await accounts.get(req.organizationId, req.id)),
    })),
    DeleteChannelAccount: unaryHandler(logger, async (req) => {
      await accounts.delete(req.organizationId, req.id);
      return {};
    }),
  };
}
