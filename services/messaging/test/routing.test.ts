import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const PHONE = '+4915112345678';
const WA_ID = '4915112345678';

describe('message routing', () => {
  let sut: MessagingStack;
  beforeAll(async () => {
    sut = await startMessagingStack();
  });
  afterAll(async () => {
    await sut.stop();
  });

  const send = (token: string, body: Record<string, unknown>) =>
    sut.stack.request('POST', '/v1/messages', { token, body: { body: 'hello', ...body } });

  it('when the contact has an inbound message, then its channel and account win over contact.channel', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const whatsapp = await sut.createAccount(orgId, 'whatsapp');
    await sut.createAccount(orgId, 'instagram');
    const person = await sut.createPerson(token, { name: 'Ada', phone: PHONE, channel: 'instagram' });
    const inbound = await sut.recordInbound(orgId, whatsapp, WA_ID);
    expect(inbound.contactId).toBe(person.id);

    const res = await send(token, { contactId: person.id });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      contactId: person.id,
      direction: 'outbound',
      channel: 'whatsapp',
      body: 'hello',
      status: 'queued',
      channelAccountId: null,
      whatsappInstanceId: whatsapp.id,
      providerMessageId: null,
      error: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      route: {
        channel: 'whatsapp',
        whatsappInstanceId: whatsapp.id,
        channelAccountId: null,
        rule: 'latest_inbound',
        window: {
          state: 'open',
          lastInboundAt: expect.any(String),
          openUntil: expect.any(String),
          closedSince: null,
        },
        outsideWindow: 'send',
      },
      tag: null,
      template: null,
    });
    const [stored] = await sut.messages(token, person.id);
    expect(stored).toEqual(res.body);
  });

  it('when the contact wrote on several channels, then the latest inbound message decides', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const page = await sut.createAccount(orgId, 'facebook');
    const whatsapp = await sut.createAccount(orgId, 'whatsapp');
    const first = await sut.recordInbound(orgId, page, 'psid-1');
    const patched = await sut.stack.request('PATCH', `/v1/people/${first.contactId}`, {
      token,
      body: { phone: PHONE },
    });
    expect(patched.status).toBe(200);
    const second = await sut.recordInbound(orgId, whatsapp, WA_ID);
    expect(second.contactId).toBe(first.contactId);

    const toWhatsApp = await send(token, { contactId: first.contactId });
    await sut.recordInbound(orgId, page, 'psid-1');
    const toFacebook = await send(token, { contactId: first.contactId });

    expect(toWhatsApp.body).toMatchObject({ channel: 'whatsapp', whatsappInstanceId: whatsapp.id });
    expect(toFacebook.body).toMatchObject({
      channel: 'facebook',
      channelAccountId: page.id,
      whatsappInstanceId: null,
    });
  });

  it('when the latest inbound arrived on a second instance of the channel, then that instance is used', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const one = await sut.createAccount(orgId, 'whatsapp');
    const two = await sut.createAccount(orgId, 'whatsapp');
    await sut.recordInbound(orgId, one, WA_ID);
    const latest = await sut.recordInbound(orgId, two, WA_ID);

    const res = await send(token, { contactId: latest.contactId });

    expect(res.body).toMatchObject({ channel: 'whatsapp', whatsappInstanceId: two.id });
  });

  it('when there is no inbound message, then contact.channel is used with the first account of it', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const first = await sut.createAccount(orgId, 'whatsapp');
    await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, { name: 'Bo', phone: PHONE, channel: 'whatsapp' });

    const res = await send(token, { contactId: person.id });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ channel: 'whatsapp', whatsappInstanceId: first.id, status: 'queued' });
  });

  it('when an override is given, then it wins over the inbound history', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const page = await sut.createAccount(orgId, 'facebook');
    const whatsapp = await sut.createAccount(orgId, 'whatsapp');
    const inbound = await sut.recordInbound(orgId, page, 'psid-2');
    await sut.stack.request('PATCH', `/v1/people/${inbound.contactId}`, { token, body: { phone: PHONE } });
    await sut.recordInbound(orgId, whatsapp, WA_ID);

    const forcedWhatsApp = await send(token, {
      contactId: inbound.contactId,
      whatsappInstanceId: whatsapp.id,
    });
    const forcedPage = await send(token, { contactId: inbound.contactId, channelAccountId: page.id });

    expect(forcedWhatsApp.body).toMatchObject({ channel: 'whatsapp', whatsappInstanceId: whatsapp.id });
    expect(forcedPage.body).toMatchObject({ channel: 'facebook', channelAccountId: page.id });
  });

  it('when an override names an account of the wrong channel, another organization or nothing, then 400 names the field', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const other = await sut.stack.tenant();
    const page = await sut.createAccount(orgId, 'facebook');
    const whatsapp = await sut.createAccount(orgId, 'whatsapp');
    const foreign = await sut.createAccount(other.orgId, 'whatsapp');
    const person = await sut.createPerson(token, { name: 'Cy', phone: PHONE, channel: 'whatsapp' });
    const cases: [Record<string, string>, string][] = [
      [{ whatsappInstanceId: page.id }, 'whatsappInstanceId must be a WhatsApp instance of the organization'],
      [
        { whatsappInstanceId: foreign.id },
        'whatsappInstanceId must be a WhatsApp instance of the organization',
      ],
      [
        { channelAccountId: whatsapp.id },
        'channelAccountId must be an Instagram or Facebook account of the organization',
      ],
      [
        { channelAccountId: '01a20070-8978-722e-b3f9-7e644a7c46ee' },
        'channelAccountId must be an Instagram or Facebook account of the organization',
      ],
      [
        { channelAccountId: page.id, whatsappInstanceId: whatsapp.id },
        'only one of channelAccountId and whatsappInstanceId may be given',
      ],
    ];
    for (const [override, message] of cases) {
      const res = await send(token, { contactId: person.id, ...override });
      expect({ override, status: res.status, message: res.body.message }).toEqual({
        override,
        status: 400,
        message: [message],
      });
    }
    expect(await sut.messages(token, person.id)).toEqual([]);
  });

  it('when the contact has no inbound message, no channel and no override, then it answers 400', async () => {
    const { orgId, token } = await sut.stack.tenant();
    await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, { name: 'Di', phone: PHONE });

    const res = await send(token, { contactId: person.id });

    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'the contact has no channel to send on: no inbound message, no contact.channel and no override',
    ]);
  });

  it('when the organization has no account for the chosen channel, then it answers 400', async () => {
    const { orgId, token } = await sut.stack.tenant();
    await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, { name: 'Ed', channel: 'instagram' });

    const res = await send(token, { contactId: person.id });

    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['no instagram account is configured for the organization']);
    expect(await sut.messages(token, person.id)).toEqual([]);
  });

  it('when the channel needs an address the contact lacks, then it answers 400 naming contactId', async () => {
    const { orgId, token } = await sut.stack.tenant();
    await sut.createAccount(orgId, 'whatsapp');
    await sut.createAccount(orgId, 'facebook');
    const noPhone = await sut.createPerson(token, { name: 'Fa', channel: 'whatsapp' });
    const neverWrote = await sut.createPerson(token, { name: 'Gi', channel: 'facebook' });

    const whatsapp = await send(token, { contactId: noPhone.id });
    const facebook = await send(token, { contactId: neverWrote.id });

    expect([whatsapp.status, whatsapp.body.message]).toEqual([
      400,
      ['contactId has no phone number, which WhatsApp needs'],
    ]);
    expect([facebook.status, facebook.body.message]).toEqual([
      400,
      ['contactId has never written to this facebook account, so there is no facebook user id to reply to'],
    ]);
  });
});
