import type { Logger } from '@rapport/platform';
import type { MessagesService } from '../domain/messages.service';
import type { AccountRepository } from '../domain/messaging.ports';
import type { ChannelAccount } from '../domain/messaging.types';
import type { StatusService } from '../domain/status.service';
import { hasSignatureFormat, verifySignature } from './meta-signature';
import { parseMetaWebhook, type WebhookEvent } from './meta-webhook.parser';

export interface WebhookAnswer {
  status: number;
  body: unknown;
}

const answer = (status: number, message: string): WebhookAnswer => ({
  status,
  body: { statusCode: status, message },
});

/**
 * `POST /webhooks/meta`. Meta signs each delivery with the app secret of the app the accounts are
 * connected to; we keep that secret per channel account, so the payload is parsed first (nothing
 * stored yet) to learn which accounts it concerns, and the signature must match the secret of every
 * one of them before anything is recorded. Events run inline (a few store writes and one contacts
 * call each); a failure answers 500 so Meta redelivers, and every step is idempotent.
 */
export class MetaWebhookHandler {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly messages: MessagesService,
    private readonly statuses: StatusService,
    private readonly logger: Logger,
  ) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    if (!hasSignatureFormat(signature)) return answer(401, 'X-Hub-Signature-256 is missing or malformed');
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return answer(400, 'request body is not valid JSON');
    }
    const events = parseMetaWebhook(payload);
    const accounts = await this.accountsOf(events);
    for (const account of new Set(accounts.values())) {
      if (!account) continue;
      if (!account.appSecret || !verifySignature(rawBody, account.appSecret, signature)) {
        this.logger.warn({ accountId: account.id }, 'webhook signature does not match: nothing recorded');
        return answer(401, 'X-Hub-Signature-256 does not match');
      }
    }
    let handled = 0;
    for (const event of events) {
      const account = accounts.get(keyOf(event));
      if (!account) {
        // Not ours (or deleted): nothing to record, and an error would only make Meta retry it.
        this.logger.warn(
          { channel: event.channel, providerAccountId: event.providerAccountId },
          'webhook for an unknown account ignored',
        );
        continue;
      }
      await this.apply(account, event);
      handled++;
    }
    return { status: 200, body: { received: handled } };
  }

  private async accountsOf(events: WebhookEvent[]): Promise<Map<string, ChannelAccount | null>> {
    const accounts = new Map<string, ChannelAccount | null>();
    for (const event of events) {
      const key = keyOf(event);
      if (!accounts.has(key))
        accounts.set(key, await this.accounts.findByProviderAccount(event.channel, event.providerAccountId));
    }
    return accounts;
  }

  private async apply(account: ChannelAccount, event: WebhookEvent): Promise<void> {
    switch (event.kind) {
      case 'message':
        await this.messages.recordInbound({
          account,
          channelUserId: event.senderId,
          body: event.body,
          providerMessageId: event.providerMessageId,
          phone: event.phone,
          name: event.name,
        });
        return;
      case 'status':
        await this.statuses.applyReport(account, event);
        return;
      case 'watermark':
        await this.statuses.applyWatermark(account, event.contactAddress, event.status, event.until);
        return;
    }
  }
}

const keyOf = (event: WebhookEvent) => `${event.channel}:${event.providerAccountId}`;
