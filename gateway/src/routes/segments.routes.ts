import { grants, SEGMENT_LIMITS, segmentFilterProblems } from '@rapport/contracts';
import { z } from 'zod';
import { type AuthContext, forbidden } from '../auth/authenticate';
import { IdParams, listEnvelope, listOf, PageQuery } from './common';
import { ErrorBody, PersonList, toPersonRecord } from './people.mapper';
import { defineRoute, type RouteSpec } from './route';
import {
  FILTER_DESCRIPTION,
  SegmentCount,
  SegmentRecord,
  toSegmentFields,
  toSegmentRecord,
} from './segments.mapper';

const TAG = 'Segments';
// The rules of @rapport/contracts segments.rules, so one 400 lists them with the shape failures;
// the contacts service checks them again, and the tags and companies the filter names.
const filter = z
  .record(z.string(), z.unknown(), {
    error: (issue) => (issue.input === undefined ? 'filter should not be empty' : 'filter must be an object'),
  })
  .superRefine((value, ctx) => {
    for (const message of segmentFilterProblems(value)) ctx.addIssue({ code: 'custom', message });
  })
  .meta({ description: FILTER_DESCRIPTION });
const name = z.string().trim().min(1).max(SEGMENT_LIMITS.name);
const CreateBody = z.object({ name, filter }).strict();
const PatchBody = z
  .object({
    name: name.optional(),
    filter: filter.optional().meta({ description: 'Replaces the whole filter' }),
  })
  .strict();
const NOT_FOUND = { description: 'No such segment in the organization', schema: ErrorBody };

/**
 * What a segment answers about people needs `people:read` besides the segment scope (issue 48), as
 * the change feed and a person's activity need each family's read scope: its members (their
 * records), its count, and writing a filter (a filter on a custom-field value and a count would say
 * whether someone has it). Checked after the route's own scope.
 */
const PEOPLE = 'people:read';
function requirePeopleRead(auth: AuthContext): void {
  if (!grants(auth.token.scopes, PEOPLE)) throw forbidden(PEOPLE);
}
const LACKS_PEOPLE = (what: string) => ({
  description: `The token lacks the route's scope, or \`${PEOPLE}\`, which ${what} needs too`,
});

export const segmentsRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/segments',
    scope: 'segments:read',
    summary: 'List segments, newest first (cursor pagination)',
    tag: TAG,
    query: PageQuery,
    responses: { 200: { description: 'A page of segments', schema: listOf(SegmentRecord) } },
    handler: async ({ call, clients, query }) => {
      const page = await clients.contacts.listSegments(call, query);
      return { status: 200, body: listEnvelope(page, toSegmentRecord) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/segments',
    scope: 'segments:write',
    summary: 'Create a segment: a saved filter over people (needs `people:read` too)',
    tag: TAG,
    body: CreateBody,
    responses: {
      201: { description: 'The created segment', schema: SegmentRecord },
      403: LACKS_PEOPLE('writing a filter'),
      409: {
        description: `The organization has ${SEGMENT_LIMITS.segments} segments already`,
        schema: ErrorBody,
      },
    },
    handler: async ({ call, clients, body, auth }) => {
      requirePeopleRead(auth);
      const segment = await clients.contacts.createSegment(call, toSegmentFields(body));
      return { status: 201, body: toSegmentRecord(segment) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/segments/:id',
    scope: 'segments:read',
    summary: 'Get a segment',
    tag: TAG,
    params: IdParams,
    responses: { 200: { description: 'The segment', schema: SegmentRecord }, 404: NOT_FOUND },
    handler: async ({ call, clients, params }) => {
      const segment = await clients.contacts.getSegment(call, { id: params.id });
      return { status: 200, body: toSegmentRecord(segment) };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/segments/:id',
    scope: 'segments:write',
    summary: 'Rename a segment or replace its filter (a filter needs `people:read` too)',
    tag: TAG,
    params: IdParams,
    body: PatchBody,
    responses: {
      200: { description: 'The updated segment', schema: SegmentRecord },
      403: LACKS_PEOPLE('a new filter'),
      404: NOT_FOUND,
    },
    handler: async ({ call, clients, params, body, auth }) => {
      if (body.filter !== undefined) requirePeopleRead(auth);
      const segment = await clients.contacts.updateSegment(call, { id: params.id, ...toSegmentFields(body) });
      return { status: 200, body: toSegmentRecord(segment) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/segments/:id',
    scope: 'segments:write',
    summary: 'Delete a segment (a draft campaign to it can no longer be sent)',
    tag: TAG,
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: NOT_FOUND },
    handler: async ({ call, clients, params }) => {
      await clients.contacts.deleteSegment(call, { id: params.id });
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/segments/:id/people',
    scope: 'segments:read',
    summary:
      'The members of a segment, newest first (cursor pagination, as GET /v1/people; needs `people:read` too)',
    tag: TAG,
    params: IdParams,
    query: PageQuery,
    responses: {
      200: {
        description:
          'A page of members. A page read up to the request deadline may hold fewer than limit (even none) with a nextCursor: continue with it',
        schema: PersonList,
      },
      403: LACKS_PEOPLE('reading members'),
      404: NOT_FOUND,
    },
    handler: async ({ call, clients, params, query, auth }) => {
      requirePeopleRead(auth);
      const page = await clients.contacts.listSegmentPeople(call, { id: params.id, ...query });
      return { status: 200, body: listEnvelope(page, toPersonRecord) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/segments/:id/count',
    scope: 'segments:read',
    summary: 'The exact number of members of a segment now (needs `people:read` too)',
    tag: TAG,
    params: IdParams,
    responses: {
      200: { description: 'The count', schema: SegmentCount },
      403: LACKS_PEOPLE('a count'),
      404: NOT_FOUND,
    },
    handler: async ({ call, clients, params, auth }) => {
      requirePeopleRead(auth);
      const { count } = await clients.contacts.countSegment(call, { id: params.id });
      return { status: 200, body: { count } };
    },
  }),
];
