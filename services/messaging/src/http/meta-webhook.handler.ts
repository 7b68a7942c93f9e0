import type { Logger } from '@rapport/platform';
import type { MessagesService } from '../domain/messages.service';
import type { AccountRepository } from '../domain/messaging.ports';
import type { ChannelAccount } from '../domain/messaging.types';
import type { StatusService } from '../domain/status.service';
import { hasSignatureFormat, verifySignature } from './meta-signature';
import { deliveryItems, parseMetaWebhook, type WebhookEvent } from './meta-webhook.parser';

export interface WebhookAnswer {
  status: number;
  body: unknown;
}

const answer = (status: number, message: string): WebhookAnswer => ({
  status,
  body: { statusCode: status, message },
});

/** Entries plus changes (or messaging items) one delivery may carry; Meta sends a handful. */
export const MAX_WEBHOOK_ITEMS = 100;

/** Compared against when no account is known, so both refusals cost one HMAC. */
const NO_SECRET = 'no-account-is-known-for-this-delivery';

/**
 * `POST /webhooks/meta`. Meta signs each delivery with the app secret of the app the accounts are
 * connected to; we keep that secret per channel account, so which secret applies is only known
 * from the payload. Before the signature is checked, the work is bounded and independent of what
 * the payload names: the signature header's format, a JSON parse of at most 1 MiB, at most
 * MAX_WEBHOOK_ITEMS entries and changes, and one query for the accounts they name. Then the
 * signature must match the secret of every known account. A delivery that names only accounts we
 * do not know answers exactly as a wrong signature does (401), so the endpoint tells nobody which
 * account ids exist. Events run inline (a few store writes and one contacts call each); a failure
 * answers 500 so Meta redelivers, and every step is idempotent.
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
    if (deliveryItems(payload, MAX_WEBHOOK_ITEMS) > MAX_WEBHOOK_ITEMS) {
      return answer(413, `a delivery may carry at most ${MAX_WEBHOOK_ITEMS} entries and changes`);
    }
    const events = parseMetaWebhook(payload);
    // Nothing that names an account (a kind of update we do not handle): nothing to check or record.
    if (!events.length) return { status: 200, body: { received: 0 } };
    const accounts = new Map(
      (await this.accounts.findByProviderAccounts(events)).map((a) => [
        `${a.channel}:${a.providerAccountId}`,
        a,
      ]),
    );
    if (!this.signedForAll([...accounts.values()], rawBody, signature)) {
      return answer(401, 'X-Hub-Signature-256 does not match');
    }
    let handled = 0;
    for (const event of events) {
      const account = accounts.get(keyOf(event));
      if (!account) {
        // Signed by Meta for another of its accounts (or one deleted here): nothing to record.
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

  /** True when the signature matches the app secret of every account (and there is at least one). */
  private signedForAll(accounts: ChannelAccount[], rawBody: Buffer, signature: string | undefined): boolean {
    if (!accounts.length) {
      verifySignature(rawBody, NO_SECRET, signature);
      return false;
    }
    for (const account of accounts) {
      if (!account.appSecret || !verifySignature(rawBody, account.appSecret, signature)) {
        this.logger.warn({ accountId: account.id }, 'webhook signature does not match: nothing recorded');
        return false;
      }
    }
    return true;
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
          sentAt: event.sentAt,
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
