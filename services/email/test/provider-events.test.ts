import { randomUUID } from 'node:crypto';
import { connectMongo } from '@rapport/platform/mongo';
import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { loadConfig, unsubscribeSettings } from '../src/config';
import { signNotification } from '../src/domain/provider-events.service';
import { UnsubscribeLinks } from '../src/domain/unsubscribe-link';
import { type EmailModels, registerModels } from '../src/store/email.models';
import { deleteTestQueues, emailTestEnv } from './support/env';
import { address, emailTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

// Issue 28: providers' bounce and complaint notifications, signed per organization (decision 0026).
describe('provider event notifications', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let events: EventQueue;
  let store: { connection: Connection; notifications: EmailModels['NotificationReceipts'] };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    events = await eventQueue(['email.*']);
    sut = await startStack({ services: ['contacts', 'email', 'webhooks'], env: emailTestEnv(sink.url) });
    const connection = await connectMongo(sut.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', 'rapport_email');
    store = { connection, notifications: registerModels(connection).NotificationReceipts };
  });
  afterAll(async () => {
    await store?.connection.close();
    await events?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  const secretOf = async (token: string) => {
    const res = await sut.request('POST', '/v1/email/event-secret', { token });
    expect(res.status).toBe(201);
    return res.body.secret as string;
  };
  const notify = (orgId: string, body: string, signature: string, provider = 'generic') =>
    fetch(`${sut.baseUrl}/v1/email/events/${provider}?organizationId=${orgId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'rapport-signature': signature },
      body,
    });
  const listed = async (token: string) =>
    (await sut.request('GET', '/v1/email/suppressions', { token })).body.data as any[];

  it('when a signed notification reports a hard bounce, a complaint and a soft bounce, then the first two are suppressed with their events and sends skip them', async () => {
    const tenant = await emailTenant(sut);
    const secret = await secretOf(tenant.token);
    const hard = address('hard');
    const body = JSON.stringify({
      events: [
        {
          type: 'bounce',
          bounceType: 'hard',
          address: hard.toUpperCase(),
          diagnostic: '550 5.1.1 unknown user',
        },
        { type: 'complaint', address: tenant.personEmail },
        { type: 'bounce', bounceType: 'soft', address: address('soft') },
      ],
    });
    const res = await notify(tenant.orgId, body, signNotification(secret, body, Date.now()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ suppressed: 2, ignored: 1 });
    const entries = await listed(tenant.token);
    expect(entries.map((e) => [e.address, e.reason, e.source]).sort()).toEqual(
      [
        [hard, 'hard_bounce', 'provider:generic'],
        [tenant.personEmail, 'complaint', 'provider:generic'],
      ].sort(),
    );
    const mine = await events.waitFor(
      (all) =>
        all.filter((e) => e.organizationId === tenant.orgId && e.type === 'email.bounced').length === 2,
    );
    expect(
      mine
        .filter((e) => e.organizationId === tenant.orgId && e.type === 'email.bounced')
        .map((e) => (e.data as any).kind)
        .sort(),
    ).toEqual(['complaint', 'hard']);

    const send = await sut.request('POST', '/v1/email/send', {
      token: tenant.token,
      body: {
        templateId: tenant.templateId,
        contactId: tenant.personId,
        vars: { company: 'X' },
        category: 'transactional',
      },
    });
    expect(send.body).toMatchObject({ status: 'suppressed', suppressionReason: 'complaint' });
    expect(sink.to(tenant.personEmail)).toHaveLength(0);

    // Recorded in the change feed too (decision 0024), readable with email:send.
    const reader = await tenant.tokenWith(['changes:read', 'email:send']);
    const feed = await sut.request('GET', '/v1/changes?types=email.suppressed,email.bounced', {
      token: reader,
    });
    expect(feed.status).toBe(200);
    expect(feed.body.data.map((c: any) => [c.type, c.objectType, c.data.address]).sort()).toEqual(
      [
        ['email.bounced', 'email', hard],
        ['email.bounced', 'email', tenant.personEmail],
        ['email.suppressed', 'email', hard],
        ['email.suppressed', 'email', tenant.personEmail],
      ].sort(),
    );
  });

  it('when the signature is wrong, stale (a replay), of another organization or the secret was rotated, then 403 and nothing is written', async () => {
    const tenant = await emailTenant(sut);
    const other = await emailTenant(sut);
    const secret = await secretOf(tenant.token);
    const otherSecret = await secretOf(other.token);
    const body = JSON.stringify({ events: [{ type: 'complaint', address: address('x') }] });
    const now = Date.now();
    const good = signNotification(secret, body, now);
    const tampered = good.replace(/v1=(.)/, (_, c) => `v1=${c === 'a' ? 'b' : 'a'}`);
    for (const signature of [
      tampered,
      signNotification(secret, body, now - 10 * 60_000),
      signNotification(otherSecret, body, now),
      '',
    ]) {
      expect((await notify(tenant.orgId, body, signature)).status).toBe(403);
    }
    expect((await notify(tenant.orgId, `${body} `, good)).status).toBe(403);
    const fresh = await emailTenant(sut);
    expect((await notify(fresh.orgId, body, good)).status).toBe(403);
    await secretOf(tenant.token);
    expect((await notify(tenant.orgId, body, good)).status).toBe(403);
    expect(await listed(tenant.token)).toEqual([]);
    expect(await listed(other.token)).toEqual([]);
  });

  it('when a signed body breaks a rule, then 400 lists the rules and none of its events is written', async () => {
    const tenant = await emailTenant(sut);
    const secret = await secretOf(tenant.token);
    const body = JSON.stringify({
      events: [
        { type: 'complaint', address: address('ok') },
        { type: 'delivered', address: 'nope', extra: 1 },
      ],
    });
    const res = await notify(tenant.orgId, body, signNotification(secret, body, Date.now()));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string[] };
    expect(answer.message).toEqual(
      expect.arrayContaining([
        'events.1.type: type must be bounce, complaint or unsubscribe',
        'events.1.address: address must be an email',
        'property extra should not exist',
      ]),
    );
    expect(await listed(tenant.token)).toEqual([]);
    const junk = 'not json';
    expect((await notify(tenant.orgId, junk, signNotification(secret, junk, Date.now()))).status).toBe(400);
    expect((await notify(tenant.orgId, body, 'x', 'Bad Provider!')).status).toBe(400);
    expect((await notify('', body, 'x')).status).toBe(400);
  });

  it('when a notification relays mail sent to the mailto unsubscribe address, then its token unsubscribes the recipient as the link does; a forged token, or one of another organization, writes nothing', async () => {
    const tenant = await emailTenant(sut);
    const other = await emailTenant(sut);
    const secret = await secretOf(tenant.token);
    const links = new UnsubscribeLinks(unsubscribeSettings(loadConfig(sut.env)));
    const campaignId = randomUUID();
    const tokenFor = (organizationId: string, to: string) =>
      links.token({ organizationId, campaignId, address: to, contactId: tenant.personId });
    const signed = (events: unknown[]) => {
      const body = JSON.stringify({ events });
      return notify(tenant.orgId, body, signNotification(secret, body, Date.now()));
    };

    // The second-to-last character of the mac: the last one's low bits are base64 padding.
    const genuine = tokenFor(tenant.orgId, address('forged'));
    const forged = `${genuine.slice(0, -2)}${genuine.at(-2) === 'A' ? 'B' : 'A'}${genuine.at(-1)}`;
    const refused = await signed([
      { type: 'unsubscribe', token: tokenFor(tenant.orgId, address('fine')) },
      { type: 'unsubscribe', token: tokenFor(other.orgId, address('theirs')) },
      { type: 'unsubscribe', token: forged },
      { type: 'unsubscribe', token: tokenFor(tenant.orgId, address('both')), address: address('both') },
      { type: 'unsubscribe' },
      { type: 'bounce', bounceType: 'hard' },
    ]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string[] }).message).toEqual(
      expect.arrayContaining([
        'events.3.address: address must not be given for an unsubscribe: its token names the recipient',
        'events.4.token: token is required for an unsubscribe (the one after "unsubscribe " in the mailto subject)',
        'events.5.address: address must be an email',
      ]),
    );
    const badTokens = await signed([
      { type: 'unsubscribe', token: tokenFor(tenant.orgId, address('fine')) },
      { type: 'unsubscribe', token: tokenFor(other.orgId, address('theirs')) },
      { type: 'unsubscribe', token: forged },
    ]);
    expect(badTokens.status).toBe(400);
    expect(((await badTokens.json()) as { message: string[] }).message).toEqual([
      'events.1.token: the token is of another organization',
      'events.2.token: not an unsubscribe token of a Rapport email',
    ]);
    expect(await listed(tenant.token)).toEqual([]);
    expect(await listed(other.token)).toEqual([]);

    const res = await signed([{ type: 'unsubscribe', token: tokenFor(tenant.orgId, tenant.personEmail) }]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ suppressed: 1, ignored: 0 });
    expect((await listed(tenant.token)).map((e) => [e.address, e.reason, e.source])).toEqual([
      [tenant.personEmail, 'unsubscribed', `campaign:${campaignId}`],
    ]);
    const unsubscribed = await events.waitFor((all) =>
      all.some((e) => e.organizationId === tenant.orgId && e.type === 'email.unsubscribed'),
    );
    expect(
      unsubscribed.find((e) => e.organizationId === tenant.orgId && e.type === 'email.unsubscribed')!.data,
    ).toMatchObject({
      address: tenant.personEmail,
      campaignId,
      contactId: tenant.personId,
      provider: 'generic',
    });
    // The same mail relayed again changes nothing.
    const again = await signed([{ type: 'unsubscribe', token: tokenFor(tenant.orgId, tenant.personEmail) }]);
    expect(await again.json()).toEqual({ suppressed: 0, ignored: 1 });
  });

  it('when the same signed notification arrives again within the tolerance, after the organization removed the address, then the repeat is ignored (200, nothing suppressed) and expired receipts are pruned (issue 48)', async () => {
    const tenant = await emailTenant(sut);
    const secret = await secretOf(tenant.token);
    const bounced = address('replayed');
    const body = JSON.stringify({ events: [{ type: 'bounce', bounceType: 'hard', address: bounced }] });
    const signature = signNotification(secret, body, Date.now());
    const first = await notify(tenant.orgId, body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ suppressed: 1, ignored: 0 });
    const removed = await sut.request('DELETE', `/v1/email/suppressions/${bounced}`, { token: tenant.token });
    expect(removed.status).toBe(204);

    const replay = await notify(tenant.orgId, body, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ suppressed: 0, ignored: 1 });
    expect(await listed(tenant.token)).toEqual([]);

    // A receipt whose window passed goes when the organization notifies again; live ones stay.
    const stale = `${tenant.orgId}:${'0'.repeat(64)}`;
    await store.notifications.create({
      _id: stale,
      organizationId: tenant.orgId,
      expiresAt: new Date(Date.now() - 1_000),
    });
    const next = JSON.stringify({ events: [{ type: 'complaint', address: address('next') }] });
    expect((await notify(tenant.orgId, next, signNotification(secret, next, Date.now()))).status).toBe(200);
    const kept = await store.notifications.find({ organizationId: tenant.orgId }).lean();
    expect(kept.map((r) => r._id)).not.toContain(stale);
    expect(kept).toHaveLength(2);
  });

  it('when a token lacks email_suppressions:write, then it cannot get a secret', async () => {
    const tenant = await emailTenant(sut);
    const reader = await tenant.tokenWith(['email_suppressions:read', 'email:send']);
    expect((await sut.request('POST', '/v1/email/event-secret', { token: reader })).status).toBe(403);
  });
});
