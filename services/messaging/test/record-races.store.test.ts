import { randomUUID } from 'node:crypto';
import type { Message } from '../src/domain/messaging.types';
import { type MessagingStore, openStore } from '../src/store/open-store';

/**
 * The audit of issue 42, the messaging service's records updated in place: on FerretDB v1 an update is
 * a read then a write of the whole document, so two writers of one record at once could undo each
 * other. Each test fires concurrent writes at one record many times, on the real store.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 60);
const AT_ONCE = 10;

async function inWaves<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('messaging records written by two writers at once (store, issue 42)', () => {
  let store: MessagingStore;
  const org = `org-${randomUUID()}`;

  beforeAll(async () => {
    store = await openStore(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  });
  afterAll(() => store.close());

  it(`when ${ROUNDS} windows each get two inbound messages at once, then the later time stays`, async () => {
    // A window only moves forward: an earlier touch landing last would close it too soon.
    const behind: number[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const window = {
        organizationId: org,
        contactId: randomUUID(),
        accountId: 'acc-1',
        channel: 'whatsapp',
      };
      const base = Date.now() - 60_000;
      await store.windows.touch({ ...window, lastInboundAt: new Date(base) } as never);
      await Promise.all(
        [base + 1_000, base + 2_000].map((at) =>
          store.windows.touch({ ...window, lastInboundAt: new Date(at) } as never),
        ),
      );
      const now = await store.windows.find(org, window.contactId, window.accountId);
      if (now?.lastInboundAt.getTime() !== base + 2_000) behind.push(i);
    });
    expect(behind).toEqual([]);
  }, 120_000);

  it(`when the send's published mark meets the worker's outcome on ${ROUNDS} messages, then both stay`, async () => {
    // The worker takes the job the moment it is published, often before the mark is written.
    const lost: number[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const now = new Date();
      const id = randomUUID();
      const message: Message = {
        id,
        organizationId: org,
        contactId: randomUUID(),
        direction: 'outbound',
        channel: 'whatsapp',
        body: `hello ${i}`,
        status: 'queued',
        accountId: 'acc-1',
        contactAddress: '15550001111',
        providerMessageId: null,
        error: null,
        dedupeKey: id,
        published: false,
        createdAt: now,
        updatedAt: now,
      };
      await store.messages.insert(message);
      await Promise.all([
        store.messages.markPublished(org, id),
        store.messages.setOutcome(org, id, { status: 'sent', providerMessageId: `wamid.${i}` }),
      ]);
      const stored = await store.messages.findById(org, id);
      if (!stored?.published || stored.status !== 'sent' || stored.providerMessageId !== `wamid.${i}`)
        lost.push(i);
    });
    expect(lost).toEqual([]);
  }, 120_000);

  it(`when a message's outcome and its status reports meet on ${ROUNDS} messages, then each write answers its own version, one more than the one before, and the last is the stored one`, async () => {
    // The version each write answers is what its event carries (message.sent, .delivered, .read).
    const wrong: string[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const now = new Date();
      const id = randomUUID();
      await store.messages.insert({
        id,
        organizationId: org,
        contactId: randomUUID(),
        direction: 'outbound',
        channel: 'whatsapp',
        body: `hello ${i}`,
        status: 'queued',
        accountId: 'acc-1',
        contactAddress: '15550001111',
        providerMessageId: null,
        error: null,
        dedupeKey: id,
        published: false,
        createdAt: now,
        updatedAt: now,
      });
      const written = await Promise.all(
        (['sent', 'delivered', 'read'] as const).map((status) =>
          store.messages.setOutcome(org, id, { status }),
        ),
      );
      const versions = written.map((message) => message?.version ?? 0).sort((a, b) => a - b);
      const stored = await store.messages.findById(org, id);
      if (versions.join() !== '2,3,4' || stored?.version !== 4) {
        wrong.push(`#${i}: answered ${versions.join()}, stored ${stored?.version}`);
      }
    });
    expect(wrong).toEqual([]);
  }, 120_000);
});
