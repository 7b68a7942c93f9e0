import type { AttachTagsResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/AttachTagsResponse';
import type { GetPersonResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/GetPersonResponse';
import type { ListPeopleResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/ListPeopleResponse';
import type { UpdatePersonResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/UpdatePersonResponse';
import type { UpsertPersonResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/UpsertPersonResponse';
import { unary } from '@rapport/platform';
import { z } from 'zod';
import { IdParams, listEnvelope, PageQuery } from './common';
import {
  CHANNELS,
  customFieldsIssues,
  ErrorBody,
  PersonList,
  PersonRecord,
  toPersonFields,
  toPersonRecord,
} from './people.mapper';
import { defineRoute, type RouteSpec } from './route';

// The same rules as the contacts service (services/contacts/src/domain/person.rules.ts), so one
// answer lists every failing rule; the service checks them again for its other callers.
const PHONE_MESSAGE = 'phone must have 10 to 15 digits with an optional leading +';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = z.string().trim().min(1).max(500);
const fields = {
  email: z.string().max(254).regex(EMAIL, { error: 'email must be an email' }).nullable().optional(),
  phone: z
    .string()
    .refine((v) => /^\+?\d{10,15}$/.test(v.replace(/[\s\-.()]/g, '')), { error: PHONE_MESSAGE })
    .nullable()
    .optional()
    .meta({ description: 'Spaces, dashes, dots and parentheses are removed; 10-15 digits, optional +' }),
  externalId: z.string().min(1).max(255).nullable().optional(),
  companyId: z
    .string()
    .min(1)
    .nullable()
    .optional()
    .meta({ description: 'Id of a company of the organization' }),
  channel: z.enum(CHANNELS).nullable().optional(),
  customFields: z
    .record(z.string(), z.unknown(), { error: 'customFields must be an object' })
    .superRefine((value, ctx) => {
      for (const message of customFieldsIssues(value)) ctx.addIssue({ code: 'custom', message });
    })
    .nullable()
    .optional(),
};

const UpsertBody = z
  .object({
    name: name.optional().meta({ description: 'Required when the upsert creates the person' }),
    ...fields,
    tagIds: z
      .array(z.string({ error: 'each value in tagIds must be a string' }), {
        // Only the type's message: the size rules keep theirs ("must contain at most 100 items").
        error: (issue) => (issue.code === 'invalid_type' ? 'tagIds must be an array' : undefined),
      })
      .max(100)
      .optional()
      .meta({ description: 'Tags to attach (never detaches); they must exist in the organization' }),
  })
  .strict();
const PatchBody = z.object({ name: name.optional(), ...fields }).strict();
const TagIdsBody = z
  .object({
    tagIds: z
      .array(z.string({ error: 'each value in tagIds must be a string' }), {
        error: (issue) => {
          if (issue.code !== 'invalid_type') return undefined;
          return issue.input === undefined ? 'tagIds should not be empty' : 'tagIds must be an array';
        },
      })
      .min(1, { error: 'tagIds should not be empty' })
      .max(100),
  })
  .strict();

const ListQuery = PageQuery.extend({
  email: z.string().optional().meta({ description: 'Exact match, case-insensitive' }),
  phone: z.string().optional().meta({ description: 'Normalized like stored phones before matching' }),
  companyId: z.string().optional(),
});

const TagParams = z.object({ id: z.string(), tagId: z.string() });
const notFound = { description: 'No such person in the organization', schema: ErrorBody };

export const peopleRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/people',
    scope: 'people:read',
    summary: 'List people, newest first (cursor pagination)',
    tag: 'People',
    query: ListQuery,
    responses: { 200: { description: 'A page of people', schema: PersonList } },
    handler: async ({ call, clients, auth, query }) => {
      const res = await unary<ListPeopleResponse__Output>(call, (md, opts, cb) =>
        clients.contacts.listPeople(
          {
            organizationId: auth.organization.id,
            cursor: query.cursor ?? '',
            limit: query.limit ?? 0,
            email: query.email,
            phone: query.phone,
            companyId: query.companyId,
          },
          md,
          opts,
          cb,
        ),
      );
      return {
        status: 200,
        body: listEnvelope(res, toPersonRecord),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/people/:id',
    scope: 'people:read',
    summary: 'Get a person',
    tag: 'People',
    params: IdParams,
    responses: { 200: { description: 'The person', schema: PersonRecord }, 404: notFound },
    handler: async ({ call, clients, auth, params }) => {
      const res = await unary<GetPersonResponse__Output>(call, (md, opts, cb) =>
        clients.contacts.getPerson({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
      return { status: 200, body: toPersonRecord(res.person!) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/people',
    scope: 'people:write',
    summary: 'Upsert a person: matches on phone, then email, then externalId; otherwise creates',
    tag: 'People',
    body: UpsertBody,
    responses: {
      200: { description: 'An existing person matched and was updated', schema: PersonRecord },
      201: { description: 'The person was created', schema: PersonRecord },
      409: { description: 'phone, email or externalId belongs to another person', schema: ErrorBody },
    },
    handler: async ({ call, clients, auth, body }) => {
      const { tagIds, ...rest } = body;
      const res = await unary<UpsertPersonResponse__Output>(call, (md, opts, cb) =>
        clients.contacts.upsertPerson(
          { organizationId: auth.organization.id, fields: toPersonFields(rest), tagIds: tagIds ?? [] },
          md,
          opts,
          cb,
        ),
      );
      return { status: res.created ? 201 : 200, body: toPersonRecord(res.person!) };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/people/:id',
    scope: 'people:write',
    summary: 'Update a person (null clears an optional field)',
    tag: 'People',
    params: IdParams,
    body: PatchBody,
    responses: {
      200: { description: 'The updated person', schema: PersonRecord },
      404: notFound,
      409: { description: 'phone, email or externalId belongs to another person', schema: ErrorBody },
    },
    handler: async ({ call, clients, auth, params, body }) => {
      const res = await unary<UpdatePersonResponse__Output>(call, (md, opts, cb) =>
        clients.contacts.updatePerson(
          { organizationId: auth.organization.id, id: params.id, fields: toPersonFields(body) },
          md,
          opts,
          cb,
        ),
      );
      return { status: 200, body: toPersonRecord(res.person!) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/people/:id',
    scope: 'people:write',
    summary: 'Delete a person permanently (every service removes what references it)',
    tag: 'People',
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: notFound },
    handler: async ({ call, clients, auth, params }) => {
      await unary(call, (md, opts, cb) =>
        clients.contacts.deletePerson({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/people/:id/tags',
    scope: 'people:write',
    summary: 'Attach tags to a person (idempotent)',
    tag: 'People',
    params: IdParams,
    body: TagIdsBody,
    responses: { 200: { description: 'The person with its tags', schema: PersonRecord }, 404: notFound },
    handler: async ({ call, clients, auth, params, body }) => {
      const res = await unary<AttachTagsResponse__Output>(call, (md, opts, cb) =>
        clients.contacts.attachTags(
          { organizationId: auth.organization.id, personId: params.id, tagIds: body.tagIds },
          md,
          opts,
          cb,
        ),
      );
      return { status: 200, body: toPersonRecord(res.person!) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/people/:id/tags/:tagId',
    scope: 'people:write',
    summary: 'Detach a tag from a person',
    tag: 'People',
    params: TagParams,
    responses: {
      204: { description: 'Detached (or was not attached)' },
      404: { ...notFound, description: 'No such person or tag in the organization' },
    },
    handler: async ({ call, clients, auth, params }) => {
      await unary(call, (md, opts, cb) =>
        clients.contacts.detachTag(
          { organizationId: auth.organization.id, personId: params.id, tagId: params.tagId },
          md,
          opts,
          cb,
        ),
      );
      return { status: 204 };
    },
  }),
];
