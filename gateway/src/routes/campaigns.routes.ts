import {
  CampaignPreviewRecord,
  CampaignRecord,
  CreateCampaignBody,
  toCampaignPreviewRecord,
  toCampaignRecord,
  toNewCampaign,
} from './campaigns.mapper';
import { IdParams, listEnvelope, listOf, PageQuery, refuseBody } from './common';
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
    handler: async ({ query, call, clients }) => {
      const page = await clients.email.listCampaigns(call, query);
      return { status: 200, body: listEnvelope(page, toCampaignRecord) };
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
    handler: async ({ params, call, clients }) => {
      const campaign = await clients.email.getCampaign(call, { id: params.id });
      return { status: 200, body: toCampaignRecord(campaign) };
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
    handler: async ({ body, call, clients }) => {
      const campaign = await clients.email.createCampaign(call, toNewCampaign(body));
      return { status: 201, body: toCampaignRecord(campaign) };
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
    handler: async ({ params, call, clients, req }) => {
      refuseBody(req);
      const campaign = await clients.email.sendCampaign(call, { id: params.id });
      return { status: 202, body: toCampaignRecord(campaign) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/email/campaigns/:id/preview',
    scope: 'email_campaigns:read',
    feature: PLAN_FEATURE,
    summary:
      'Dry run of a send: who the audience matches, who would be skipped or suppressed (by reason), who would be sent to, and a few rendered emails; nothing is sent or written',
    tag: TAG,
    params: IdParams,
    responses: {
      200: { description: 'The counts and a sample', schema: CampaignPreviewRecord },
      403: PLAN,
      404: NOT_FOUND,
      409: { description: "The campaign's template has been deleted" },
    },
    handler: async ({ params, call, clients, req }) => {
      refuseBody(req);
      const preview = await clients.email.previewCampaign(call, { id: params.id });
      return { status: 200, body: toCampaignPreviewRecord(preview) };
    },
  }),
];
