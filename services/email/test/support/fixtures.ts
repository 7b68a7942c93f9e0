import { randomUUID } from 'node:crypto';
import type { Stack } from '@rapport/testkit';

export const WELCOME = {
  name: 'Welcome',
  subject: 'Welcome {{name}} to {{company}}',
  html: '<h1>Hello {{contact.name}}</h1><p>{{name}} works at {{company}}; write to {{contact.email}}</p>',
  text: 'Hello {{contact.name}}\n{{name}} works at {{company}}; write to {{contact.email}}',
};

/** A unique address per test, so the sink's messages of one test are told apart. */
export const address = (label = 'someone') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** An organization with an admin token and a template. */
export async function templateTenant(stack: Stack, template: Record<string, unknown> = WELCOME) {
  const admin = await stack.tenant(['*']);
  const created = await stack.request('POST', '/v1/email/templates', { token: admin.token, body: template });
  if (created.status !== 201) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  return { ...admin, templateId: created.body.id as string };
}

/** An organization with an admin token, a template and a person with an email address. */
export async function emailTenant(stack: Stack, template: Record<string, unknown> = WELCOME) {
  const admin = await templateTenant(stack, template);
  const email = address('ada');
  const person = await stack.request('POST', '/v1/people', {
    token: admin.token,
    body: { name: 'Ada Lovelace', email },
  });
  if (person.status !== 201) throw new Error(`person: ${person.status} ${JSON.stringify(person.body)}`);
  return {
    ...admin,
    personId: person.body.id as string,
    personEmail: email,
    tokenWith: async (scopes: string[]) => (await stack.createToken(admin.slug, scopes)).token,
  };
}
