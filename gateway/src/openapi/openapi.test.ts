import { EMAIL_PUBLIC_OPERATIONS } from '../routes/email.public';
import { buildOpenApi } from './openapi';

describe('the OpenAPI document of the routes without a token', () => {
  const document = buildOpenApi([], EMAIL_PUBLIC_OPERATIONS) as { paths: Record<string, any> };
  const unsubscribe = document.paths['/v1/email/unsubscribe/{token}'];
  const events = document.paths['/v1/email/events/{provider}'].post;

  it('when built, then each needs no token and names no scope', () => {
    for (const operation of [unsubscribe.get, unsubscribe.post, events]) {
      expect(operation.security).toEqual([]);
      expect(operation['x-required-scope']).toBeNull();
      expect(operation.parameters.map((p: { name: string }) => p.name)).not.toContain('Idempotency-Key');
    }
    expect([unsubscribe.get.operationId, unsubscribe.post.operationId, events.operationId]).toEqual([
      'getEmailUnsubscribeByToken',
      'postEmailUnsubscribeByToken',
      'postEmailEventsByProvider',
    ]);
  });

  it('when the unsubscribe link is documented, then its pages are HTML and a forged one answers 403', () => {
    expect(Object.keys(unsubscribe.get.responses['200'].content)).toEqual(['text/html']);
    expect(unsubscribe.get.responses['403'].description).toMatch(/forged/);
    expect(unsubscribe.post.responses['429'].headers).toHaveProperty('Retry-After');
    expect(unsubscribe.get.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'path' })]);
  });

  it('when provider notifications are documented, then the signature header, the organization and the checked body are named', () => {
    const names = events.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(names).toEqual(['path:provider', 'query:organizationId', 'header:Rapport-Signature']);
    const body = events.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['events']);
    expect(body.properties.events).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(body.properties.events.items.properties.type.enum).toEqual(['bounce', 'complaint', 'unsubscribe']);
    expect(events.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'suppressed',
    );
    expect(events.responses['403'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });
});
