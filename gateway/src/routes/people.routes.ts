import {
  CHANNELS,
  customFieldsProblems,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  normalizePhone,
  PERSON_LIMITS,
  PHONE_MESSAGE,
} from '@rapport/contracts';
import { z } from 'zod';
import { IdParams, listEnvelope, PageQuery } from './common';
import { matchedOnHeader } from './matched-on';
import {
  ErrorBody,
  PersonList,
  PersonRecord,
  toPersonFields,
  toPersonRecord,
  toUpsertPerson,
} from './people.mapper';
import { defineRoute, type RouteSpec } from './route';

// The rules of the contacts service (@rapport/contracts people.rules), so one answer lists every
// failing rule with the shape failures; the service checks them again for its other callers.
const name = z.string().trim().min(1).max(PERSON_LIMITS.name);
const fields = {
  email: z
    .string()
    // Lengths first, and a failed length stops there: no pattern runs on an over-long value (issue 48).
    .max(PERSON_LIMITS.email, { abort: true })
    .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE })
    .nullable()
    .optional(),
  phone: z
    .string()
    .refine((v) => normalizePhone(v) !== null, { error: PHONE_MESSAGE })
    .nullable()
    .optional()
    .meta({ description: 'Spaces, dashes, dots and parentheses are removed; 10-15 digits, optional +' }),
  externalId: z.string().min(1).max(PERSON_LIMITS.externalId).nullable().optional(),
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
      for (const message of customFieldsProblems(value, { nul: false })) {
        ctx.addIssue({ code: 'custom', message });
      }
    })
    .nullable()
    .optional(),
};

/** The body of POST /v1/people, also each input of POST /v1/people/batch. */
export const UpsertBody = z
  .object({
    name: name.optional().meta({ description: 'Required when the upsert creates the person' }),
    ...fields,
    tagIds: z
      .array(z.string({ error: 'each value in tagIds must be a string' }), {
        // Only the type's message: the size rules keep theirs ("must contain at most 100 items").
        error: (issue) => (issue.code === 'invalid_type' ? 'tagIds must be an array' : undefined),
      })
      .max(PERSON_LIMITS.tagIds)
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
      .max(PERSON_LIMITS.tagIds),
  })
  .strict();

const ListQuery = PageQuery.extend({
  email: z.string().optional().meta({ description: 'Exact match, case-insensitive' }),
  phone: z.string().optional().meta({ description: 'Normalized like stored phones before matching' }),
  companyId: z.string().optional(),
  tagId: z
    .string()
    .optional()
    .meta({ description: 'People holding this tag. An extension of the spec (docs/api.md)' }),
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
    handler: async ({ call, clients, query: { tagId, ...query } }) => {
      const page = await clients.contacts.listPeople(call, {
        ...query,
        tagIds: tagId === undefined ? [] : [tagId],
      });
      return { status: 200, body: listEnvelope(page, toPersonRecord) };
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
    handler: async ({ call, clients, params }) => {
      const person = await clients.contacts.getPerson(call, { id: params.id });
      return { status: 200, body: toPersonRecord(person) };
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
    handler: async ({ call, clients, body }) => {
      const res = await clients.contacts.upsertPerson(call, toUpsertPerson(body));
      return {
        status: res.created ? 201 : 200,
        body: toPersonRecord(res.person),
        headers: matchedOnHeader(res.matchedOn),
      };
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
    handler: async ({ call, clients, params, body }) => {
      const person = await clients.contacts.updatePerson(call, {
        id: params.id,
        fields: toPersonFields(body),
      });
      return { status: 200, body: toPersonRecord(person) };
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
    handler: async ({ call, clients, params }) => {
      await clients.contacts.deletePerson(call, { id: params.id });
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
    handler: async ({ call, clients, params, body }) => {
      const person = await clients.contacts.attachTags(call, { personId: params.id, tagIds: body.tagIds });
      return { status: 200, body: toPersonRecord(person) };
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
    handler: async ({ call, clients, params }) => {
      await clients.contacts.detachTag(call, { personId: params.id, tagId: params.tagId });
      return { status: 204 };
    },
  }),
];
