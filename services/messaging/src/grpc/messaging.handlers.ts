import type { ServiceHandlers } from '@rapport/contracts';
import { invalid, isUuid, type Logger, scopedHandler } from '@rapport/platform';
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
    SendMessage: scopedHandler(logger, async (organizationId, req) => ({
      message: toMessageMessage(
        await messages.send(organizationId, {
          contactId: req.contactId,
          body: req.body,
          channelAccountId: req.channelAccountId,
          whatsappInstanceId: req.whatsappInstanceId,
        }),
      ),
    })),
    ListMessages: scopedHandler(logger, async (organizationId, req) => {
      const page = await messages.list(organizationId, req.contactId, req.cursor, req.limit);
      return { data: page.data.map(toMessageMessage), nextCursor: page.nextCursor };
    }),
    RecordInboundMessage: scopedHandler(logger, async (organizationId, req) => {
      const account = isUuid(req.channelAccountId)
        ? await accountRepo.findById(organizationId, req.channelAccountId)
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
    CreateChannelAccount: scopedHandler(logger, async (organizationId, req) => ({
      account: toAccountMessage(
        await accounts.create(organizationId, {
          channel: req.channel,
          provider: req.provider,
          providerAccountId: req.providerAccountId,
          name: req.name,
          accessToken: req.accessToken,
          appSecret: req.appSecret,
        }),
      ),
    })),
    ListChannelAccounts: scopedHandler(logger, async (organizationId) => ({
      data: (await accounts.list(organizationId)).map(toAccountMessage),
    })),
    GetChannelAccount: scopedHandler(logger, async (organizationId, req) => ({
      account: toAccountMessage(await accounts.get(organizationId, req.id)),
    })),
    DeleteChannelAccount: scopedHandler(logger, async (organizationId, req) => {
      await accounts.delete(organizationId, req.id);
      return {};
    }),
  };
}
