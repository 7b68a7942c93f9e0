import type { Channel } from '../domain/messaging.types';

/** What a Meta webhook delivery asks of us, independent of the payload's shape per product. */
export type WebhookEvent =
  | {
      kind: 'message';
      channel: Channel;
      providerAccountId: string;
      senderId: string;
      providerMessageId: string;
      body: string;
      phone?: string;
      name?: string;
      /** When the contact sent it (the payload's timestamp), when it has one. */
      sentAt?: Date;
    }
  | {
      kind: 'status';
      channel: Channel;
      providerAccountId: string;
      providerMessageId: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      error: string | null;
    }
  | {
      kind: 'watermark';
      channel: Channel;
      providerAccountId: string;
      contactAddress: string;
      status: 'delivered' | 'read';
      until: Date;
    };

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

const WHATSAPP_STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * How many entries and changes (WhatsApp) or messaging items (Messenger, Instagram) a payload holds,
 * counted up to `cap + 1`: each of them may name an account, so this bounds the work done before
 * the signature can be checked.
 */
export function deliveryItems(payload: unknown, cap: number): number {
  let count = 0;
  for (const entry of arr(obj(payload).entry)) {
    count += 1 + arr(obj(entry).changes).length + arr(obj(entry).messaging).length;
    if (count > cap) return cap + 1;
  }
  return count;
}

/**
 * Turns a webhook payload into events. Unknown objects, fields and event kinds are skipped: Meta adds
 * new ones, and answering them with an error would only make Meta retry them.
 */
export function parseMetaWebhook(payload: unknown): WebhookEvent[] {
  const root = obj(payload);
  if (root.object === 'whatsapp_business_account') return parseWhatsApp(root);
  if (root.object === 'page') return parseMessaging(root, 'facebook');
  if (root.object === 'instagram') return parseMessaging(root, 'instagram');
  return [];
}

function parseWhatsApp(root: Json): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  for (const entry of arr(root.entry)) {
    for (const change of arr(obj(entry).changes)) {
      const value = obj(obj(change).value);
      const providerAccountId = str(obj(value.metadata).phone_number_id);
      if (!providerAccountId) continue;
      const names = new Map(
        arr(value.contacts).map((c) => [str(obj(c).wa_id), str(obj(obj(c).profile).name)] as const),
      );
      for (const raw of arr(value.messages)) {
        const message = obj(raw);
        const senderId = str(message.from);
        const providerMessageId = str(message.id);
        if (!senderId || !providerMessageId) continue;
        const type = str(message.type) ?? 'unknown';
        const body = type === 'text' ? (str(obj(message.text).body) ?? '') : `[${type}]`;
        events.push({
          kind: 'message',
          channel: 'whatsapp',
          providerAccountId,
          senderId,
          providerMessageId,
          body: body || `[${type}]`,
          // wa_id is the number in international format without the +.
          phone: /^\d{10,15}$/.test(senderId) ? `+${senderId}` : undefined,
          name: names.get(senderId) ?? undefined,
          // WhatsApp: Unix seconds, as text.
          sentAt: timeOf(Number(str(message.timestamp)) * 1000),
        });
      }
      for (const raw of arr(value.statuses)) {
        const status = obj(raw);
        const providerMessageId = str(status.id);
        const name = str(status.status);
        if (!providerMessageId || !name || !WHATSAPP_STATUSES.has(name)) continue;
        events.push({
          kind: 'status',
          channel: 'whatsapp',
          providerAccountId,
          providerMessageId,
          status: name as 'sent' | 'delivered' | 'read' | 'failed',
          error: name === 'failed' ? whatsappError(status.errors) : null,
        });
      }
    }
  }
  return events;
}

function whatsappError(errors: unknown): string {
  const first = obj(arr(errors)[0]);
  const text = str(obj(first.error_data).details) ?? str(first.message) ?? str(first.title);
  const code = str(first.code);
  return text ? `${text}${code ? ` (code ${code})` : ''}` : 'the provider reported a failure';
}

/** Messenger (`object: page`) and Instagram (`object: instagram`) share the `messaging[]` shape. */
function parseMessaging(root: Json, channel: 'facebook' | 'instagram'): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  for (const rawEntry of arr(root.entry)) {
    const entry = obj(rawEntry);
    const providerAccountId = str(entry.id);
    if (!providerAccountId) continue;
    for (const raw of arr(entry.messaging)) {
      const item = obj(raw);
      const senderId = str(obj(item.sender).id);
      const message = obj(item.message);
      if (senderId && str(message.mid) && message.is_echo !== true) {
        const attachment = str(obj(arr(message.attachments)[0]).type);
        events.push({
          kind: 'message',
          channel,
          providerAccountId,
          senderId,
          providerMessageId: str(message.mid)!,
          body: str(message.text) ?? (attachment ? `[${attachment}]` : '[message]'),
          // Messenger and Instagram: Unix milliseconds.
          sentAt: timeOf(Number(item.timestamp)),
        });
      }
      for (const kind of ['delivery', 'read'] as const) {
        const report = obj(item[kind]);
        if (!item[kind] || !senderId) continue;
        const status = kind === 'delivery' ? 'delivered' : 'read';
        const mids = [...arr(report.mids), report.mid].map(str).filter((m): m is string => Boolean(m));
        for (const providerMessageId of mids) {
          events.push({ kind: 'status', channel, providerAccountId, providerMessageId, status, error: null });
        }
        const watermark = typeof report.watermark === 'number' ? report.watermark : undefined;
        // Messenger's read receipts name no message: everything sent before the watermark was read.
        if (!mids.length && watermark !== undefined) {
          events.push({
            kind: 'watermark',
            channel,
            providerAccountId,
            contactAddress: senderId,
            status,
            until: new Date(watermark),
          });
        }
      }
    }
  }
  return events;
}

/** A payload's time, or undefined when it is missing or not a time. */
function timeOf(ms: number): Date | undefined {
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : undefined;
}
