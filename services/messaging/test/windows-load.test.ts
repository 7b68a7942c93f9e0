import type { Output } from '@rapport/contracts';
import { loadConfig } from '../src/config';
import { openStore } from '../src/store/open-store';
import type { GraphRequest } from './support/graph-stand-in';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';
import { hoursAgo } from './support/meta-payloads';

type Account = Output<'messaging', 'ChannelAccount'>;
interface Contact {
  id: string;
  /** Where the channel sends it: WhatsApp digits or the Messenger user id. */
  address: string;
  open: boolean;
}

const SENDS = 1_000;
const IN_FLIGHT = 10;
const recipientOf = (r: GraphRequest): string => r.body?.to ?? r.body?.recipient?.id;
const textOf = (r: GraphRequest): string => r.body?.text?.body ?? r.body?.message?.text;

// Issue 27, "Done when": no free-form message reaches Meta outside a window under `refuse`; under the
// default every send goes as before, and its record says the window was closed.
describe('the window under load', () => {
  let sut: MessagingStack;
  let store: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    sut = await startMessagingStack();
    store = await openStore(loadConfig(sut.stack.env).MONGO_URL);
    await sut.startWorker();
  });
  afterAll(async () => {
    await store.close();
    await sut.stop();
  });

  /** 10 open and 10 closed WhatsApp windows, 5 never opened, 5 open and 5 closed on Messenger. */
  async function contacts(orgId: string, token: string, prefix: string): Promise<Contact[]> {
    const wa: Account = await sut.createAccount(orgId, 'whatsapp');
    const page: Account = await sut.createAccount(orgId, 'facebook');
    const made: Contact[] = [];
    for (let i = 0; i < 20; i++) {
      const phone = `49171${prefix}${String(i).padStart(4, '0')}`;
      const inbound = await sut.recordInbound(orgId, wa, phone, 'hi', hoursAgo(i < 10 ? 1 : 30));
      made.push({ id: inbound.contactId, address: phone, open: i < 10 });
    }
    for (let i = 0; i < 5; i++) {
      const phone = `49172${prefix}${String(i).padStart(4, '0')}`;
      const person = await sut.createPerson(token, {
        name: `N${i}`,
        phone: `+${phone}`,
        channel: 'whatsapp',
      });
      made.push({ id: person.id, address: phone, open: false });
    }
    for (let i = 0; i < 10; i++) {
      const psid = `psid-${prefix}-${i}`;
      const inbound = await sut.recordInbound(orgId, page, psid, 'hi', hoursAgo(i < 5 ? 2 : 72));
      made.push({ id: inbound.contactId, address: psid, open: i < 5 });
    }
    return made;
  }

  /**
   * Sends `count` messages round-robin over the contacts, IN_FLIGHT at a time. A 503 or 504 ("retry
   * with backoff") is sent again, as a client does, a few times: the window rule must hold whatever
   * answer the load gives (a retried 504 may deliver a text twice, to an open window only).
   */
  async function sendAll(token: string, people: Contact[], count: number, fields: (i: number) => object) {
    const answers: { contact: Contact; text: string; status: number; body: any }[] = [];
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < count; i = next++) {
        const contact = people[i % people.length]!;
        const text = `load ${token.slice(-6)} ${i}`;
        const body = { contactId: contact.id, body: text, ...fields(i) };
        let res = await post(token, body);
        for (let retry = 0; retry < 4 && (res.status === 503 || res.status === 504); retry++) {
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** retry));
          res = await post(token, body);
        }
        answers.push({ contact, text, status: res.status, body: res.body });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    return answers;
  }

  const post = (token: string, body: object) => sut.stack.request('POST', '/v1/messages', { token, body });

  async function reached(texts: string[], timeoutMs = 60_000) {
    const wanted = new Set(texts);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const seen = new Set(sut.graph.requests.filter((r) => wanted.has(textOf(r))).map(textOf));
      if (seen.size === wanted.size) return;
      if (Date.now() > until)
        throw new Error(`${wanted.size - seen.size} messages never reached the stand-in`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('when 1,000 messages go out under refuse (the body or the organization), then none reaches the stand-in outside a window', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const people = await contacts(orgId, token, '81');
    await store.settings.set({ organizationId: orgId, outsideWindow: 'refuse' });
    const started = Date.now();

    // Every other send says refuse itself; the rest take the organization's default.
    const answers = await sendAll(token, people, SENDS, (i) => (i % 2 ? { outsideWindow: 'refuse' } : {}));
    const accepted = answers.filter((a) => a.status === 201);
    await reached(accepted.map((a) => a.text));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const ours = new Set(answers.map((a) => a.text));
    const delivered = sut.graph.requests.filter((r) => ours.has(textOf(r)));
    const openAddresses = new Set(people.filter((p) => p.open).map((p) => p.address));
    const outside = delivered.filter((r) => !openAddresses.has(recipientOf(r)));
    expect(answers).toHaveLength(SENDS);
    expect(answers.filter((a) => a.status !== (a.contact.open ? 201 : 409))).toEqual([]);
    expect(accepted.length).toBe(answers.filter((a) => a.contact.open).length);
    expect(outside).toHaveLength(0);
    expect(new Set(delivered.map(textOf)).size).toBe(accepted.length);
    expect(accepted.every((a) => a.body.route.window.state === 'open')).toBe(true);
    const closed = people.find((p) => !p.open)!;
    expect((await sut.messages(token, closed.id)).filter((m) => m.direction === 'outbound')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(90_000);
  }, 180_000);

  it('when the policy is the default, then every send goes as today and its record says the window was closed', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const people = (await contacts(orgId, token, '82')).filter((p) => !p.open);

    const answers = await sendAll(token, people, 60, () => ({}));
    await reached(answers.map((a) => a.text));

    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    for (const { body } of answers) {
      expect(body.route).toMatchObject({
        outsideWindow: 'send',
        window: { state: 'closed', openUntil: null },
      });
      const [stored] = (await sut.messages(token, body.contactId)).filter((m) => m.id === body.id);
      expect(stored.route).toEqual(body.route);
    }
  }, 120_000);
});
