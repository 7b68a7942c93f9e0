import type { ServiceHandlers } from '@rapport/contracts';
import { invalid, isUuid, type Logger, scopedHandler } from '@rapport/platform';
import type { AccountsService } from '../domain/accounts.service';
import type { MessagesService } from '../domain/messages.service';
import type { AccountRepository } from '../domain/messaging.ports';
import type { SendInput } from '../domain/send.rules';
import type { TemplatesService } from '../domain/templates.service';
import {
  toAccountMessage,
  toMessageMessage,
  toRouteMessageResponse,
  toTemplateMessage,
} from './messaging.mapper';

type SendRequest = Parameters<ServiceHandlers<'messaging'>['SendMessage']>[0]['request'];

/** The request as the domain takes it; values the domain does not know are checked there. */
const sendInputOf = (req: SendRequest): SendInput => ({
  contactId: req.contactId,
  body: req.body,
  channelAccountId: req.channelAccountId,
  whatsappInstanceId: req.whatsappInstanceId,
  outsideWindow: (req.outsideWindow || null) as SendInput['outsideWindow'],
  tag: (req.tag || null) as SendInput['tag'],
  template: req.template
    ? {
        name: req.template.name,
        language: req.template.language,
        parameters: {
          header: req.template.parameters?.header ?? [],
          body: req.template.parameters?.body ?? [],
        },
      }
    : null,
});

export function messagingHandlers(
  {
    messages,
    accounts,
    templates,
  }: { messages: MessagesService; accounts: AccountsService; templates: TemplatesService },
  accountRepo: AccountRepository,
  logger: Logger,
): ServiceHandlers<'messaging'> {
  return {
    SendMessage: scopedHandler(logger, async (organizationId, req) => ({
      message: toMessageMessage(await messages.send(organizationId, sendInputOf(req))),
    })),
    RouteMessage: scopedHandler(logger, async (organizationId, req) =>
      toRouteMessageResponse(await messages.explain(organizationId, sendInputOf(req))),
    ),
    ListMessages: scopedHandler(logger, async (organizationId, req) => {
      const page = await messages.list(organizationId, req.contactId, req.cursor, req.limit);
      return { data: page.data.map(toMessageMessage), nextCursor: page.nextCursor };
    }),
    RecordInboundMessage: scopedHandler(logger, async (organizationId, req) => {
      const account = isUuid(req.channelAccountId)
        ? await accountRepo.findById(organizationId, req.channelAccountId)
        : null;
      if (!account) throw invalid(['channelAccountId must be a channel account of the organization']);
      const sentAt = req.sentAt ? new Date(req.sentAt) : undefined;
      if (sentAt && Number.isNaN(sentAt.getTime())) throw invalid(['sentAt must be an ISO 8601 time']);
      const { message, created } = await messages.recordInbound({
        account,
        channelUserId: req.channelUserId,
        body: req.body,
        providerMessageId: req.providerMessageId,
        phone: req.phone,
        name: req.name,
        sentAt,
      });
      return { message: toMessageMessage(message), created };
    }),
    ListTemplates: scopedHandler(logger, async (organizationId, req) => ({
      data: (await templates.list(organizationId, req.whatsappInstanceId)).map(toTemplateMessage),
    })),
    CreateChannelAccount: scopedHandler(logger, async (organizationId, req) => ({
      account: toAccountMessage(
        await accounts.create(organizationId, {
          channel: req.channel,
          provider: req.provider,
          providerAccountId: req.providerAccountId,
          name: req.name,
          accessToken: req.accessToken,
          appSecret: req.appSecret,
          wabaId: req.wabaId,
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
