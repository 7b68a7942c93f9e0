import type { CreateCampaignResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/CreateCampaignResponse';
import type { GetCampaignResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/GetCampaignResponse';
import type { ListCampaignsResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/ListCampaignsResponse';
import type { SendCampaignResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/SendCampaignResponse';
import { unary } from '@rapport/platform';
import { badRequest } from '../errors/http-error';
import { CampaignRecord, CreateCampaignBody, toAudienceMessage, toCampaignRecord } from './campaigns.mapper';
import { IdParams, listEnvelope, listOf, PageQuery } from './common';
import { defineRoute, type RouteSpec } from './route';

const TAG = 'Email campaigns';
/**
 * Checked by the gateway right after the scope, so a free organization gets 403 before any
 * validation; the email service checks the plan again for internal callers.
 */
const PLAN_FEATURE = { name: 'email_campaigns', message: 'Your plan does not include email campaigns' };
const CampaignList = listOf(CampaignRecord);
const NOT_FOUND = { description: 'No such campaign in the organization' };
const PLAN = { description: 'Your plan does not include email campaigns (or the token lacks the scope)' };

export const campaignsRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/email/campaigns',
    scope: 'email_campaigns:read',
    feature: PLAN_FEATURE,
    summary: 'List email campaigns, newest first',
    tag: TAG,
    query: PageQuery,
    responses: { 200: { description: 'A page of campaigns', schema: CampaignList }, 403: PLAN },
    handler: async ({ query, auth, call, clients }) => {
      const res = await unary<ListCampaignsResponse__Output>(call, (md, opts, cb) =>
        clients.email.listCampaigns(
          { organizationId: auth.organization.id, cursor: query.cursor ?? '', limit: query.limit ?? 0 },
          md,
          opts,
          cb,
        ),
      );
      return {
        status: 200,
        body: listEnvelope(res, toCampaignRecord),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/email/campaigns/:id',
    scope: 'email_campaigns:read',
    feature: PLAN_FEATURE,
    summary: 'Get one email campaign, with its stats',
    tag: TAG,
    params: IdParams,
    responses: { 200: { description: 'The campaign', schema: CampaignRecord }, 403: PLAN, 404: NOT_FOUND },
    handler: async ({ params, auth, call, clients }) => {
      const res = await unary<GetCampaignResponse__Output>(call, (md, opts, cb) =>
        clients.email.getCampaign({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
      return { status: 200, body: toCampaignRecord(res.campaign!) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/campaigns',
    scope: 'email_campaigns:write',
    feature: PLAN_FEATURE,
    summary: 'Create a draft email campaign: a template and an audience',
    tag: TAG,
    body: CreateCampaignBody,
    responses: { 201: { description: 'The created campaign (draft)', schema: CampaignRecord }, 403: PLAN },
    handler: async ({ body, auth, call, clients }) => {
      const res = await unary<CreateCampaignResponse__Output>(call, (md, opts, cb) =>
        clients.email.createCampaign(
          {
            organizationId: auth.organization.id,
            name: body.name,
            templateId: body.templateId,
            audience: toAudienceMessage(body.audience),
          },
          md,
          opts,
          cb,
        ),
      );
      return { status: 201, body: toCampaignRecord(res.campaign!) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/campaigns/:id/send',
    scope: 'email_campaigns:send',
    feature: PLAN_FEATURE,
    summary: 'Send a draft campaign to its audience; answers at once, delivery runs in the background',
    tag: TAG,
    params: IdParams,
    responses: {
      202: { description: 'The campaign, status sending', schema: CampaignRecord },
      403: PLAN,
      404: NOT_FOUND,
      409: { description: 'The campaign is not a draft (sent or being sent already)' },
    },
    handler: async ({ params, auth, call, clients, req }) => {
      // The call takes no body; one with fields is refused like any unknown field.
      const fields = req.body && typeof req.body === 'object' ? Object.keys(req.body) : [];
      if (fields.length) throw badRequest(fields.map((field) => `property ${field} should not exist`));
      const res = await unary<SendCampaignResponse__Output>(call, (md, opts, cb) =>
        clients.email.sendCampaign({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
      return { status: 202, body: toCampaignRecord(res.campaign!) };
    },
  }),
];
