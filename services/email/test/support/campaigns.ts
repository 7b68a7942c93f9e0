import * as grpc from '@grpc/grpc-js';
import { contactsProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import type { Stack } from '@rapport/testkit';
import { eventually } from './env';
import { address } from './fixtures';

export const NEWSLETTER = {
  name: 'Newsletter',
  subject: 'News for {{name}}',
  html: '<p>Hello {{contact.name}} &lt;{{email}}&gt;</p>',
  text: 'Hello {{contact.name}}',
};

/**
 * An organization (pro unless told) with an admin token and a template. Its rate limit is raised:
 * tests poll campaigns through the gateway.
 */
export async function campaignTenant(
  stack: Stack,
  options: { plan?: 'free' | 'pro'; template?: Record<string, unknown> } = {},
) {
  const org = await stack.createOrg({ plan: options.plan ?? 'pro', rateLimitPerMinute: 100_000 });
  const tenant = { orgId: org.id, slug: org.slug, token: (await stack.createToken(org.slug, ['*'])).token };
  const created = await stack.request('POST', '/v1/email/templates', {
    token: tenant.token,
    body: options.template ?? NEWSLETTER,
  });
  if (created.status !== 201) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  return {
    ...tenant,
    templateId: created.body.id as string,
    tokenWith: async (scopes: string[]) => (await stack.createToken(tenant.slug, scopes)).token,
  };
}

export interface TestPerson {
  id: string;
  email: string | null;
  name: string;
}

/**
 * People created through the contacts service's gRPC API (the gateway's rate limit of 100 a minute
 * per token is too low for a bulk setup), a few at a time.
 */
export class PeopleFactory {
  private readonly client: ServiceClient<'contacts'>;

  constructor(addr: string) {
    this.client = new (contactsProto().rapport.contacts.v1.ContactsService)(
      addr,
      grpc.credentials.createInsecure(),
    );
  }

  async tag(organizationId: string, name: string): Promise<string> {
    const res = await unary<any>({}, (md, opts, cb) =>
      this.client.createTag({ organizationId, name, color: '#123456' }, md, opts, cb),
    );
    return res.tag.id;
  }

  /** `count` people named `<label> <n>`; `withEmail: false` gives none an address. */
  async people(
    organizationId: string,
    count: number,
    options: { label?: string; tagIds?: string[]; withEmail?: boolean } = {},
  ): Promise<TestPerson[]> {
    const label = options.label ?? 'person';
    const out: TestPerson[] = [];
    for (let i = 0; i < count; i += 10) {
      const batch = Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
        const name = `${label} ${i + j}`;
        const email = options.withEmail === false ? null : address(label);
        const res = await unary<any>({ deadlineMs: 10_000 }, (md, opts, cb) =>
          this.client.upsertPerson(
            { organizationId, fields: { name, ...(email ? { email } : {}) }, tagIds: options.tagIds ?? [] },
            md,
            opts,
            cb,
          ),
        );
        return { id: res.person.id as string, email, name };
      });
      out.push(...(await Promise.all(batch)));
    }
    return out;
  }

  async delete(organizationId: string, id: string): Promise<void> {
    await unary<any>({}, (md, opts, cb) => this.client.deletePerson({ organizationId, id }, md, opts, cb));
  }

  close(): void {
    this.client.close();
  }
}

export async function createCampaign(
  stack: Stack,
  tenant: { token: string; templateId: string },
  audience: Record<string, unknown>,
) {
  const res = await stack.request('POST', '/v1/email/campaigns', {
    token: tenant.token,
    body: { name: 'Spring news', templateId: tenant.templateId, audience },
  });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; [key: string]: unknown };
}

/** Polls the campaign through the gateway until it is sent or failed. */
export function finished(stack: Stack, token: string, id: string, timeoutMs = 30_000) {
  return eventually(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const res = await stack.request('GET', `/v1/email/campaigns/${id}`, { token });
    return res.body.status === 'sent' || res.body.status === 'failed' ? res.body : undefined;
  }, timeoutMs);
}

/** How many emails each address received. */
export function arrivals(
  received: { envelopeTo: string[] }[],
  addresses: (string | null)[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const to of addresses) if (to) counts[to] = 0;
  for (const mail of received) for (const to of mail.envelopeTo) if (to in counts) counts[to]!++;
  return counts;
}
