import { parseMetaWebhook } from './meta-webhook.parser';

const whatsapp = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba',
      changes: [{ field: 'messages', value: { metadata: { phone_number_id: 'pn1' }, ...value } }],
    },
  ],
});

describe('parseMetaWebhook', () => {
  it('when WhatsApp delivers a text message, then it becomes an inbound message with the phone, name and time sent', () => {
    const events = parseMetaWebhook(
      whatsapp({
        contacts: [{ wa_id: '4915112345678', profile: { name: 'Ada' } }],
        messages: [
          {
            from: '4915112345678',
            id: 'wamid.1',
            timestamp: '1700000000',
            type: 'text',
            text: { body: 'Hi' },
          },
        ],
      }),
    );
    expect(events).toEqual([
      {
        kind: 'message',
        channel: 'whatsapp',
        providerAccountId: 'pn1',
        senderId: '4915112345678',
        providerMessageId: 'wamid.1',
        body: 'Hi',
        phone: '+4915112345678',
        name: 'Ada',
        sentAt: new Date(1_700_000_000_000),
      },
    ]);
  });

  it('when WhatsApp sends an image or a failed status, then the body names the type and the error is kept', () => {
    const events = parseMetaWebhook(
      whatsapp({
        messages: [{ from: '4915112345678', id: 'wamid.2', type: 'image' }],
        statuses: [
          { id: 'wamid.9', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
          { id: 'wamid.9', status: 'deleted' },
        ],
      }),
    );
    expect(events.map((e) => (e.kind === 'message' ? e.body : e.kind === 'status' ? e.error : null))).toEqual(
      ['[image]', 'Message undeliverable (code 131026)'],
    );
  });

  it('when Messenger sends a message, an echo, a delivery and a read watermark, then echoes are skipped', () => {
    const events = parseMetaWebhook({
      object: 'page',
      entry: [
        {
          id: 'page1',
          messaging: [
            { sender: { id: 'psid1' }, recipient: { id: 'page1' }, message: { mid: 'm1', text: 'hello' } },
            {
              sender: { id: 'page1' },
              recipient: { id: 'psid1' },
              message: { mid: 'm2', text: 'x', is_echo: true },
            },
            { sender: { id: 'psid1' }, recipient: { id: 'page1' }, delivery: { mids: ['m3'], watermark: 1 } },
            { sender: { id: 'psid1' }, recipient: { id: 'page1' }, read: { watermark: 1700000000000 } },
          ],
        },
      ],
    });
    expect(events).toEqual([
      expect.objectContaining({ kind: 'message', channel: 'facebook', senderId: 'psid1', body: 'hello' }),
      expect.objectContaining({ kind: 'status', providerMessageId: 'm3', status: 'delivered' }),
      expect.objectContaining({ kind: 'watermark', contactAddress: 'psid1', until: new Date(1700000000000) }),
    ]);
  });

  it('when Instagram reports a read message by id, then it is a status of that id', () => {
    const events = parseMetaWebhook({
      object: 'instagram',
      entry: [{ id: 'ig1', messaging: [{ sender: { id: 'igsid' }, read: { mid: 'm7' } }] }],
    });
    expect(events).toEqual([
      {
        kind: 'status',
        channel: 'instagram',
        providerAccountId: 'ig1',
        providerMessageId: 'm7',
        status: 'read',
        error: null,
      },
    ]);
  });

  it('when the payload is of an unknown kind or shape, then there is nothing to do', () => {
    expect(parseMetaWebhook({ object: 'user', entry: [{}] })).toEqual([]);
    expect(parseMetaWebhook(null)).toEqual([]);
    expect(parseMetaWebhook({ object: 'page', entry: 'nope' })).toEqual([]);
  });
});
