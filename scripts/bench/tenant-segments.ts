// The segments phase of the tenant benchmark (tenant.bench.ts, issue 28, decisions 0027 and 0029): a
// segment of tag T (10% of the organization), its count through the API and through contacts' gRPC
// without a deadline (p50 of a few runs; a one-tag segment is counted from the tags' counts), the
// segment of everyone but T through the API (with T's, it must add up to the organization), what
// reading the segment instead costs (the tag's people through its partitions, 16 at once: how a
// segment of a tag and other conditions counts), and the time from a campaign's send call to its
// first recipient recorded (email and a campaign worker started for it, stopped right after).
import * as grpc from '@grpc/grpc-js';
import { contactsProto, emailProto, type Output, type ServiceClient } from '@rapport/contracts';
import { DEFAULTS, unary } from '@rapport/platform';
import { connectAmqp } from '@rapport/platform/amqp';
import { connectMongo, mongoLedger, readPartitions, scopeOf } from '@rapport/platform/mongo';
import { freePort } from '@rapport/testkit';
import { registerModels } from '../../services/contacts/src/store/contacts.models';
import { tagPartitionKey } from '../../services/contacts/src/store/people.repository';
import { emailQueueNames } from '../../services/email/test/support/env';
import { type Proc, startProcess, stopProcesses } from './processes';
import { int, isOk, request } from './tenant-http';
import { fail, REQUEST_TIMEOUT_MS, run, type Stack, section, sleep, state, type Tenant } from './tenant-run';

const RUNS = 5;
/** How long the campaign's first recipient may take to appear. */
const FANOUT_WAIT_MS = 120_000;

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function segmentsPhase(stack: Stack, big: Tenant, tagId: string, tagged: number): Promise<void> {
  const lines: string[] = [];
  const created = await request(`${stack.url}/v1/segments`, {
    method: 'POST',
    token: big.token,
    json: { name: 'Tag T', filter: { match: 'all', conditions: [{ tags: { any: [tagId] } }] } },
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const segmentId = (created.body as { id?: string })?.id;
  if (!isOk(created.status) || !segmentId) {
    fail(`segments: creating the segment of tag T answered ${created.status}`);
    return;
  }
  lines.push(`Segment of tag T (${int(tagged)} people tagged by this run's import or seed): ${segmentId}`);

  // Through the API (the gateway's deadline applies).
  const api: number[] = [];
  const statuses = new Map<string, number>();
  let apiCount: number | null = null;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await request(`${stack.url}/v1/segments/${segmentId}/count`, {
      token: big.token,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    api.push(performance.now() - t0);
    statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
    if (isOk(res.status)) apiCount = (res.body as { count: number }).count;
  }
  const answered = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  lines.push(
    `GET /v1/segments/{id}/count, ${RUNS} runs: p50 ${ms(p50(api))} (${answered}${apiCount === null ? '' : `; count ${int(apiCount)}`})`,
  );
  lines.push(await everyoneElse(stack, big, tagId, apiCount));

  // Through contacts' gRPC, no deadline: what the count costs whatever its size.
  const contacts: ServiceClient<'contacts'> = new (contactsProto().rapport.contacts.v1.ContactsService)(
    stack.env.CONTACTS_GRPC_ADDR!,
    grpc.credentials.createInsecure(),
  );
  const grpcRuns: number[] = [];
  let count = -1;
  try {
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await unary<{ count: number }>({ deadlineMs: 3_600_000 }, (md, o, cb) =>
        contacts.countSegment({ organizationId: big.id, id: segmentId }, md, o, cb),
      );
      grpcRuns.push(performance.now() - t0);
      count = res.count;
    }
  } catch (err) {
    fail(`segments: CountSegment failed: ${(err as Error).message}`);
  } finally {
    contacts.close();
  }
  if (count !== tagged) fail(`segments: the count is ${int(count)}, the tagged people ${int(tagged)}`);
  lines.push(
    `CountSegment over gRPC (no deadline), ${RUNS} runs: p50 ${ms(p50(grpcRuns))} for ${int(count)} members (runs ${grpcRuns.map((v) => v.toFixed(0)).join(', ')} ms)`,
  );
  lines.push(...(await profile(big.id, tagId)));
  lines.push(await fanoutStart(stack, big, segmentId));
  section(8, lines);
}

/**
 * The segment of everyone but tag T, counted through the API; with T's count it must add up to the
 * organization's people (the ledger's running total, decision 0024).
 */
async function everyoneElse(
  stack: Stack,
  big: Tenant,
  tagId: string,
  tagged: number | null,
): Promise<string> {
  const created = await request(`${stack.url}/v1/segments`, {
    method: 'POST',
    token: big.token,
    json: { name: 'Not T', filter: { match: 'all', conditions: [{ tags: { none: [tagId] } }] } },
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const id = (created.body as { id?: string })?.id;
  if (!isOk(created.status) || !id) {
    fail(`segments: creating the segment of everyone but T answered ${created.status}`);
    return 'Segment of everyone but T: not created';
  }
  const runs: number[] = [];
  let count: number | null = null;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await request(`${stack.url}/v1/segments/${id}/count`, {
      token: big.token,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    runs.push(performance.now() - t0);
    count = isOk(res.status) ? (res.body as { count: number }).count : null;
  }
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  const people = await mongoLedger(connection)
    .then((ledger) => ledger.head(big.id))
    .then((head) => head.totals.contact ?? 0)
    .finally(() => connection.close());
  if (count === null || tagged === null || count + tagged !== people) {
    fail(`segments: everyone but T counted ${count}, T ${tagged}, the organization has ${people} people`);
  }
  return `GET /v1/segments/{id}/count of everyone but T, ${RUNS} runs: p50 ${ms(p50(runs))} (count ${int(count ?? 0)}; with T ${int((count ?? 0) + (tagged ?? 0))}, the organization's ${int(people)} people)`;
}

/** What reading the segment costs: the tag's people through its partitions, 16 at once. */
async function profile(organizationId: string, tagId: string): Promise<string[]> {
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  try {
    const models = registerModels(connection);
    const t0 = performance.now();
    let people = 0;
    let partitions = 0;
    const reads = readPartitions(
      models.Slots.partitionsDesc(organizationId, scopeOf('tag', tagId), null),
      ({ level, key }) =>
        models.People.find({ organizationId, tagSlots: tagPartitionKey(tagId, level, key) })
          .lean()
          .exec(),
      () => 16,
    );
    for await (const partition of reads) {
      partitions++;
      people += partition.length;
    }
    const elapsed = performance.now() - t0;
    return [
      `Reading the segment instead (a tag with other conditions counts so): the tag's ${int(people)} people in ${int(partitions)} partitions (16 read at once), ${ms(elapsed)} (${((elapsed * 1000) / Math.max(1, people)).toFixed(0)} µs a person)`,
    ];
  } finally {
    await connection.close();
  }
}

/**
 * An email service and one campaign worker (EMAIL_PROVIDER=log, queues of this run), a campaign to
 * the segment, and the time from its send call to the first recipient recorded. Both processes are
 * stopped then (the campaign stays `sending` in this benchmark organization) and the queues deleted.
 */
async function fanoutStart(stack: Stack, big: Tenant, segmentId: string): Promise<string> {
  const procs: Proc[] = [];
  const emailAddr = `127.0.0.1:${await freePort()}`;
  const env: NodeJS.ProcessEnv = {
    ...stack.env,
    EMAIL_GRPC_ADDR: emailAddr,
    GRPC_LISTEN_ADDR: undefined,
    EMAIL_WORKER_HEALTH_ADDR: `127.0.0.1:${await freePort()}`,
    EMAIL_PROVIDER: 'log',
    LOG_LEVEL: 'warn',
    EMAIL_SEND_QUEUE: `email.send.bench-${run}`,
    CAMPAIGN_FANOUT_QUEUE: `email.campaign-fanout.bench-${run}`,
    CAMPAIGN_DELIVERY_QUEUE: `email.campaign-delivery.bench-${run}`,
  };
  const email: ServiceClient<'email'> = new (emailProto().rapport.email.v1.EmailService)(
    emailAddr,
    grpc.credentials.createInsecure(),
  );
  const store = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_email');
  try {
    procs.push(
      await startProcess(
        'bench-email',
        'services/email/src/main.ts',
        { ...env, LOG_LEVEL: 'info' },
        /listening/,
      ),
    );
    procs.push(
      await startProcess(
        'bench-campaign-worker',
        'services/email/src/campaign-worker.ts',
        { ...env, LOG_LEVEL: 'info' },
        /listening/,
      ),
    );
    const call = { deadlineMs: 30_000 };
    const organizationId = big.id;
    const template = await unary<Output<'email', 'CreateTemplateResponse'>>(call, (md, o, cb) =>
      email.createTemplate(
        { organizationId, name: 'Bench', subject: 'News', html: '<p>Hi {{name}}</p>' },
        md,
        o,
        cb,
      ),
    );
    const campaign = await unary<Output<'email', 'CreateCampaignResponse'>>(call, (md, o, cb) =>
      email.createCampaign(
        {
          organizationId,
          name: 'Segment T',
          templateId: template.template!.id,
          audience: { type: 'AUDIENCE_TYPE_SEGMENT', segmentId },
        },
        md,
        o,
        cb,
      ),
    );
    const campaignId = campaign.campaign!.id;
    const recipients = store.collection('campaign_batch_recipients');
    const t0 = performance.now();
    await unary<unknown>(call, (md, o, cb) =>
      email.sendCampaign({ organizationId, id: campaignId }, md, o, cb),
    );
    const sent = performance.now() - t0;
    while (performance.now() - t0 < FANOUT_WAIT_MS) {
      if (await recipients.findOne({ campaignId })) {
        const first = performance.now() - t0;
        return `Campaign to the segment: the send call answered in ${ms(sent)}; the first recipient was recorded ${ms(first)} after the call (one campaign worker, batches of ${env.CAMPAIGN_BATCH_SIZE ?? 500}); the fan-out reads the segment's source a page at a time, so the start does not wait for the whole audience`;
      }
      await sleep(20);
    }
    fail(`segments: no recipient of the campaign after ${FANOUT_WAIT_MS / 1000} s`);
    return 'Campaign to the segment: no recipient recorded in time';
  } catch (err) {
    fail(`segments: the campaign start failed: ${(err as Error).message}`);
    return 'Campaign to the segment: failed (see the failures)';
  } finally {
    email.close();
    await stopProcesses(procs);
    await store.close();
    await deleteQueues(env).catch((err: unknown) =>
      state.notes.push(`queues left: ${(err as Error).message}`),
    );
  }
}

async function deleteQueues(env: NodeJS.ProcessEnv): Promise<void> {
  const amqp = await connectAmqp(env.AMQP_URL ?? DEFAULTS.AMQP_URL);
  try {
    const channel = await amqp.createChannel();
    for (const name of emailQueueNames(env)) await channel.deleteQueue(name);
  } finally {
    await amqp.close();
  }
}
