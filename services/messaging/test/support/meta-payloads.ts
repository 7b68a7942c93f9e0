import { randomUUID } from 'node:crypto';
import type { Output } from '@rapport/contracts';

type Account = Output<'messaging', 'ChannelAccount'>;

/** A WhatsApp text from `waId` to the account, sent at `sentAt` (Meta's timestamp: Unix seconds). */
export const whatsappText = (account: Account, waId: string, sentAt: Date, body = 'hello') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba-1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { phone_number_id: account.providerAccountId },
            contacts: [{ wa_id: waId, profile: { name: `Person ${waId}` } }],
            messages: [
              {
                from: waId,
                id: `wamid.${randomUUID()}`,
                timestamp: String(Math.floor(sentAt.getTime() / 1000)),
                type: 'text',
                text: { body },
              },
            ],
          },
        },
      ],
    },
  ],
});

/** A Messenger (or Instagram) text from the scoped user id `psid`, sent at `sentAt` (Unix milliseconds). */
export const messengerText = (account: Account, psid: string, sentAt: Date, body = 'hello') => ({
  object: account.channel === 'instagram' ? 'instagram' : 'page',
  entry: [
    {
      id: account.providerAccountId,
      time: sentAt.getTime(),
      messaging: [
        {
          sender: { id: psid },
          recipient: { id: account.providerAccountId },
          timestamp: sentAt.getTime(),
          message: { mid: `m_${randomUUID()}`, text: body },
        },
      ],
    },
  ],
});

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
