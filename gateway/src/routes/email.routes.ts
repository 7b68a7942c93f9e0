import type { CreateTemplateResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/CreateTemplateResponse';
import type { DeleteTemplateResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/DeleteTemplateResponse';
import type { GetTemplateResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/GetTemplateResponse';
import type { ListTemplatesResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/ListTemplatesResponse';
import type { SendEmailResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/SendEmailResponse';
import type { SendExternalEmailResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/SendExternalEmailResponse';
import type { UpdateTemplateResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/UpdateTemplateResponse';
import { unary } from '@rapport/platform';
import { IdParams, listEnvelope, listOf, PageQuery } from './common';
import {
  CreateTemplateBody,
  EmailSendRecord,
  SendBody,
  SendExternalBody,
  TemplateRecord,
  toEmailSendRecord,
  toTemplateRecord,
  toVarsStruct,
  UpdateTemplateBody,
} from './email.mapper';
import { defineRoute, type RouteSpec } from './route';

const TAG = 'Email';
const TemplateList = listOf(TemplateRecord);
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
    handler: async ({ query, auth, call, clients }) => {
      const res = await unary<ListTemplatesResponse__Output>(call, (md, opts, cb) =>
        clients.email.listTemplates(
          { organizationId: auth.organization.id, cursor: query.cursor ?? '', limit: query.limit ?? 0 },
          md,
          opts,
          cb,
        ),
      );
      return {
        status: 200,
        body: listEnvelope(res, toTemplateRecord),
      };
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
    handler: async ({ params, auth, call, clients }) => {
      const res = await unary<GetTemplateResponse__Output>(call, (md, opts, cb) =>
        clients.email.getTemplate({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
      return { status: 200, body: toTemplateRecord(res.template!) };
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
    handler: async ({ body, auth, call, clients }) => {
      const res = await unary<CreateTemplateResponse__Output>(call, (md, opts, cb) =>
        clients.email.createTemplate(
          { organizationId: auth.organization.id, ...body, text: body.text ?? undefined },
          md,
          opts,
          cb,
        ),
      );
      return { status: 201, body: toTemplateRecord(res.template!) };
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
    handler: async ({ params, body, auth, call, clients }) => {
      const res = await unary<UpdateTemplateResponse__Output>(call, (md, opts, cb) =>
        clients.email.updateTemplate(
          {
            organizationId: auth.organization.id,
            id: params.id,
            ...body,
            text: body.text ?? undefined,
            clear: body.text === null ? ['text'] : [],
          },
          md,
          opts,
          cb,
        ),
      );
      return { status: 200, body: toTemplateRecord(res.template!) };
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
    handler: async ({ params, auth, call, clients }) => {
      await unary<DeleteTemplateResponse__Output>(call, (md, opts, cb) =>
        clients.email.deleteTemplate({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
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
    handler: async ({ body, auth, call, clients }) => {
      const res = await unary<SendEmailResponse__Output>(call, (md, opts, cb) =>
        clients.email.sendEmail(
          {
            organizationId: auth.organization.id,
            templateId: body.templateId,
            contactId: body.contactId,
            vars: toVarsStruct(body.vars),
          },
          md,
          opts,
          cb,
        ),
      );
      return { status: 201, body: toEmailSendRecord(res.send!) };
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
    handler: async ({ body, auth, call, clients }) => {
      const res = await unary<SendExternalEmailResponse__Output>(call, (md, opts, cb) =>
        clients.email.sendExternalEmail(
          {
            organizationId: auth.organization.id,
            templateId: body.templateId,
            to: body.to,
            vars: toVarsStruct(body.vars),
          },
          md,
          opts,
          cb,
        ),
      );
      return { status: 201, body: toEmailSendRecord(res.send!) };
    },
  }),
];
