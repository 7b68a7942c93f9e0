import { IdParams, listEnvelope, listOf, PageQuery, refuseBody } from './common';
import {
  AddressParams,
  CreateSuppressionBody,
  CreateTemplateBody,
  EmailSendRecord,
  EventSecretRecord,
  SendBody,
  SendExternalBody,
  SuppressionQuery,
  SuppressionRecord,
  TemplateRecord,
  toEmailSendRecord,
  toNewTemplate,
  toSuppressionRecord,
  toTemplateChange,
  toTemplateRecord,
  toVarsStruct,
  UpdateTemplateBody,
} from './email.mapper';
import { defineRoute, type RouteSpec } from './route';

const TAG = 'Email';
const TemplateList = listOf(TemplateRecord);
const SuppressionList = listOf(SuppressionRecord);
const NOT_FOUND = { description: 'No such template in the organization' };
const SENT = {
  description:
    'The persisted send record: sent, queued (a transient provider failure; retried) or failed (a permanent one, with the reason)',
  schema: EmailSendRecord,
};

export const emailRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/email/templates',
    scope: 'email_templates:read',
    summary: 'List email templates, newest first',
    tag: TAG,
    query: PageQuery,
    responses: { 200: { description: 'A page of templates', schema: TemplateList } },
    handler: async ({ query, call, clients }) => {
      const page = await clients.email.listTemplates(call, query);
      return { status: 200, body: listEnvelope(page, toTemplateRecord) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/email/templates/:id',
    scope: 'email_templates:read',
    summary: 'Get one email template',
    tag: TAG,
    params: IdParams,
    responses: { 200: { description: 'The template', schema: TemplateRecord }, 404: NOT_FOUND },
    handler: async ({ params, call, clients }) => {
      const template = await clients.email.getTemplate(call, { id: params.id });
      return { status: 200, body: toTemplateRecord(template) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/templates',
    scope: 'email_templates:write',
    summary: 'Create an email template (a part that does not compile answers 400)',
    tag: TAG,
    body: CreateTemplateBody,
    responses: { 201: { description: 'The created template', schema: TemplateRecord } },
    handler: async ({ body, call, clients }) => {
      const template = await clients.email.createTemplate(call, toNewTemplate(body));
      return { status: 201, body: toTemplateRecord(template) };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/email/templates/:id',
    scope: 'email_templates:write',
    summary: 'Update an email template',
    tag: TAG,
    params: IdParams,
    body: UpdateTemplateBody,
    responses: { 200: { description: 'The updated template', schema: TemplateRecord }, 404: NOT_FOUND },
    handler: async ({ params, body, call, clients }) => {
      const template = await clients.email.updateTemplate(call, { id: params.id, ...toTemplateChange(body) });
      return { status: 200, body: toTemplateRecord(template) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/email/templates/:id',
    scope: 'email_templates:write',
    summary: 'Delete an email template',
    tag: TAG,
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: NOT_FOUND },
    handler: async ({ params, call, clients }) => {
      await clients.email.deleteTemplate(call, { id: params.id });
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/send',
    scope: 'email:send',
    summary: 'Send a templated email to a person of the organization',
    tag: TAG,
    body: SendBody,
    responses: { 201: SENT },
    handler: async ({ body, call, clients }) => {
      const send = await clients.email.sendEmail(call, { ...body, vars: toVarsStruct(body.vars) });
      return { status: 201, body: toEmailSendRecord(send) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/send/external',
    scope: 'email:send:to',
    summary: 'Send a templated email to an arbitrary address',
    tag: TAG,
    body: SendExternalBody,
    responses: { 201: SENT },
    handler: async ({ body, call, clients }) => {
      const send = await clients.email.sendExternalEmail(call, { ...body, vars: toVarsStruct(body.vars) });
      return { status: 201, body: toEmailSendRecord(send) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/email/suppressions',
    scope: 'email_suppressions:read',
    summary: "List the organization's suppressed addresses, newest first",
    tag: TAG,
    query: PageQuery.extend(SuppressionQuery.shape),
    responses: { 200: { description: 'A page of suppressions', schema: SuppressionList } },
    handler: async ({ query, call, clients }) => {
      const page = await clients.email.listSuppressions(call, query);
      return { status: 200, body: listEnvelope(page, toSuppressionRecord) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/suppressions',
    scope: 'email_suppressions:write',
    summary:
      'Suppress an address: no email goes to it (201), or the entry as it stands when it was suppressed already (200)',
    tag: TAG,
    body: CreateSuppressionBody,
    responses: {
      201: { description: 'The new entry', schema: SuppressionRecord },
      200: { description: 'The address was suppressed already: its entry', schema: SuppressionRecord },
    },
    handler: async ({ body, call, clients }) => {
      const res = await clients.email.createSuppression(call, {
        address: body.address,
        reason: body.reason ?? 'manual',
        source: body.source ?? 'api',
      });
      return { status: res.created ? 201 : 200, body: toSuppressionRecord(res.suppression!) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/email/suppressions/:address',
    scope: 'email_suppressions:write',
    summary: 'Remove an address from the suppression list (compared case-insensitively)',
    tag: TAG,
    params: AddressParams,
    responses: { 204: { description: 'Removed' }, 404: { description: 'The address is not suppressed' } },
    handler: async ({ params, call, clients }) => {
      await clients.email.deleteSuppression(call, { address: params.address });
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/event-secret',
    scope: 'email_suppressions:write',
    summary:
      "A new secret for the organization's provider notifications (POST /v1/email/events/{provider}); the previous one stops working. Shown once.",
    tag: TAG,
    responses: { 201: { description: 'The secret', schema: EventSecretRecord } },
    handler: async ({ call, clients, req }) => {
      refuseBody(req);
      const res = await clients.email.rotateEmailEventSecret(call, {});
      return { status: 201, body: { secret: res.secret, createdAt: res.createdAt } };
    },
  }),
];
