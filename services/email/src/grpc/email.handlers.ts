import type * as grpc from '@grpc/grpc-js';
import type { ServiceHandlers } from '@rapport/contracts';
import { fromStruct, invalid, type Logger, unaryHandler } from '@rapport/platform';
import type { SendsService } from '../domain/sends.service';
import type { TemplateInput, TemplatesService } from '../domain/templates.service';
import { toSendMessage, toTemplateMessage } from './email.mapper';

/** unaryHandler of @rapport/platform, refusing an empty organization id before any query. */
export function handle<Req extends { organizationId: string }, Res>(
  logger: Logger,
  fn: (request: Req) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return unaryHandler<Req, Res>(logger, async (request) => {
    // Every query is scoped by it: an empty one must not reach the store.
    if (!request.organizationId) throw invalid(['organizationId should not be empty']);
    return fn(request);
  });
}

function templateChanges(req: {
  name?: string;
  subject?: string;
  html?: string;
  text?: string;
  clear: string[];
}) {
  const unknown = req.clear.filter((field) => field !== 'text');
  if (unknown.length) throw invalid(unknown.map((field) => `clear: ${field} cannot be cleared`));
  if (req.clear.includes('text') && req.text !== undefined) throw invalid(['text cannot be set and cleared']);
  const changes: TemplateInput = { name: req.name, subject: req.subject, html: req.html, text: req.text };
  if (req.clear.includes('text')) changes.text = null;
  return changes;
}

type TransactionalHandlers = Pick<
  ServiceHandlers<'email'>,
  | 'ListTemplates'
  | 'GetTemplate'
  | 'CreateTemplate'
  | 'UpdateTemplate'
  | 'DeleteTemplate'
  | 'SendEmail'
  | 'SendExternalEmail'
  | 'GetEmailSend'
  | 'ListEmailSends'
>;

export function emailHandlers(
  templates: TemplatesService,
  sends: SendsService,
  logger: Logger,
): TransactionalHandlers {
  return {
    ListTemplates: handle(logger, async (req) => {
      const page = await templates.list(req.organizationId, req.cursor, req.limit);
      return { data: page.data.map(toTemplateMessage), nextCursor: page.nextCursor };
    }),
    GetTemplate: handle(logger, async (req) => ({
      template: toTemplateMessage(await templates.get(req.organizationId, req.id)),
    })),
    CreateTemplate: handle(logger, async (req) => ({
      template: toTemplateMessage(
        await templates.create(req.organizationId, {
          name: req.name,
          subject: req.subject,
          html: req.html,
          text: req.text ?? null,
        }),
      ),
    })),
    UpdateTemplate: handle(logger, async (req) => ({
      template: toTemplateMessage(await templates.update(req.organizationId, req.id, templateChanges(req))),
    })),
    DeleteTemplate: handle(logger, async (req) => {
      await templates.delete(req.organizationId, req.id);
      return {};
    }),
    SendEmail: handle(logger, async (req) => ({
      send: toSendMessage(
        await sends.sendToContact(req.organizationId, {
          templateId: req.templateId,
          contactId: req.contactId,
          vars: fromStruct(req.vars),
        }),
      ),
    })),
    SendExternalEmail: handle(logger, async (req) => ({
      send: toSendMessage(
        await sends.sendToAddress(req.organizationId, {
          templateId: req.templateId,
          to: req.to,
          vars: fromStruct(req.vars),
        }),
      ),
    })),
    GetEmailSend: handle(logger, async (req) => ({
      send: toSendMessage(await sends.get(req.organizationId, req.id)),
    })),
    ListEmailSends: handle(logger, async (req) => {
      const filter = req.contactId ? { contactId: req.contactId } : {};
      const page = await sends.list(req.organizationId, filter, req.cursor, req.limit);
      return { data: page.data.map(toSendMessage), nextCursor: page.nextCursor };
    }),
  };
}
