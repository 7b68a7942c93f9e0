import type { ServiceHandlers } from '@rapport/contracts';
import { fromStruct, invalid, type Logger, scopedHandler } from '@rapport/platform';
import type { SendsService } from '../domain/sends.service';
import type { TemplateInput, TemplatesService } from '../domain/templates.service';
import { toSendMessage, toTemplateMessage } from './email.mapper';

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
    ListTemplates: scopedHandler(logger, async (organizationId, req) => {
      const page = await templates.list(organizationId, req.cursor, req.limit);
      return { data: page.data.map(toTemplateMessage), nextCursor: page.nextCursor };
    }),
    GetTemplate: scopedHandler(logger, async (organizationId, req) => ({
      template: toTemplateMessage(await templates.get(organizationId, req.id)),
    })),
    CreateTemplate: scopedHandler(logger, async (organizationId, req) => ({
      template: toTemplateMessage(
        await templates.create(organizationId, {
          name: req.name,
          subject: req.subject,
          html: req.html,
          text: req.text ?? null,
        }),
      ),
    })),
    UpdateTemplate: scopedHandler(logger, async (organizationId, req) => ({
      template: toTemplateMessage(await templates.update(organizationId, req.id, templateChanges(req))),
    })),
    DeleteTemplate: scopedHandler(logger, async (organizationId, req) => {
      await templates.delete(organizationId, req.id);
      return {};
    }),
    SendEmail: scopedHandler(logger, async (organizationId, req) => ({
      send: toSendMessage(
        await sends.sendToContact(organizationId, {
          templateId: req.templateId,
          contactId: req.contactId,
          vars: fromStruct(req.vars),
          category: req.category,
        }),
      ),
    })),
    SendExternalEmail: scopedHandler(logger, async (organizationId, req) => ({
      send: toSendMessage(
        await sends.sendToAddress(organizationId, {
          templateId: req.templateId,
          to: req.to,
          vars: fromStruct(req.vars),
          category: req.category,
        }),
      ),
    })),
    GetEmailSend: scopedHandler(logger, async (organizationId, req) => ({
      send: toSendMessage(await sends.get(organizationId, req.id)),
    })),
    ListEmailSends: scopedHandler(logger, async (organizationId, req) => {
      const filter = req.contactId ? { contactId: req.contactId } : {};
      const page = await sends.list(organizationId, filter, req.cursor, req.limit);
      return { data: page.data.map(toSendMessage), nextCursor: page.nextCursor };
    }),
  };
}
