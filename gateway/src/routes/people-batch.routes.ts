import { batchBody, batchResults, checkInputs, upsertBatch } from './batch';
import { PersonRecord, toPersonOutcome, toUpsertPerson } from './people.mapper';
import { UpsertBody } from './people.routes';
import { defineRoute, type RouteSpec } from './route';

export const peopleBatchRoutes: RouteSpec[] = [
  defineRoute({
    method: 'post',
    path: '/v1/people/batch',
    scope: 'people:write',
    summary:
      'Upsert 1 to 100 people in one call, each exactly as POST /v1/people; one result per input, in order',
    tag: 'People',
    body: batchBody(UpsertBody),
    responses: {
      200: {
        description:
          'One result per input: {status 201|200, matchedOn phone|email|externalId|null, record} or {status, error}; a bad input fails only its own result',
        schema: batchResults(PersonRecord, ['phone', 'email', 'externalId']),
      },
    },
    handler: async ({ call, clients, body }) => {
      const results = await upsertBatch(
        checkInputs(UpsertBody, body.inputs),
        toUpsertPerson,
        async (inputs) =>
          (await clients.contacts.upsertPeople(call, { inputs })).results.map(toPersonOutcome),
      );
      return { status: 200, body: { results } };
    },
  }),
];
