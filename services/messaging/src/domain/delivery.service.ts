import type { Attempts, AttemptView, HeldAttempt, Logger } from '@rapport/platform';
import type {
  AccountRepository,
  MessageRepository,
  MessageStatusEvents,
  ProviderRegistry,
} from './messaging.ports';
import { ProviderError } from './messaging.ports';
import type { ChannelAccount, Delivery, Message, SendOutcome } from './messaging.types';
import type { StatusService } from './status.service';

type Outcome = SendOutcome;

export interface Attempt {
  number: number;
  /** After this one the consumer dead-letters the delivery. */
  last: boolean;
}

export const UNKNOWN_OUTCOME =
  'delivery outcome unknown: the worker stopped during the provider call; not resent to avoid a duplicate';

/** The provider may have sent it: neither sent nor failed, and never sent again. */
const unknown: Outcome = { status: 'unknown', providerMessageId: null, error: UNKNOWN_OUTCOME };

const failed = (error: string): Outcome => ({ status: 'failed', providerMessageId: null, error });

/** Thrown to have the consumer retry later (with backoff) without counting it as a provider failure. */
export class RetryLater extends Error {}

/**
 * Sends one queued message through its account's provider, at most once. The send is one attempt of
 * the platform's `Attempts` (`<messageId>#1`), claimed right before the provider call, so the claim is
 * its start mark; duplicates of the delivery (broker redelivery, outbox relay, a second worker) find
 * it and never call the provider again. A transient failure releases the claim so the retry can take
 * it; the provider's answer is stored on the attempt before the message, so a crash between the two
 * writes is finished by the next delivery. The lease is `MESSAGING_SEND_LEASE_MS`.
 */
export class DeliveryService {
  constructor(
    private readonly messages: MessageRepository,
    private readonly accounts: AccountRepository,
    private readonly attempts: Attempts<Outcome>,
    private readonly status: StatusService,
    private readonly providers: ProviderRegistry,
    private readonly logger: Logger,
    private readonly statusEvents: MessageStatusEvents,
  ) {}

  async deliver(delivery: Delivery, attempt: Attempt): Promise<void> {
    const message = await this.messages.findById(delivery.organizationId, delivery.id);
    // Deleted with its contact, or already done: a duplicate delivery has nothing left to do.
    if (message?.direction !== 'outbound' || message.status !== 'queued') return;
    // Read before the claim: nothing that can stall stands between the claim and the provider call.
    const account = await this.accounts.findById(message.organizationId, message.accountId);
    const claim = await this.attempts.claim(message.id, 1, { started: true });
    if (!claim.claimed) return this.resolveClaimed(message, claim.other);
    let outcome: Outcome;
    try {
      outcome = account
        ? await this.callProvider(message, account)
        : failed('the channel account was deleted before the message was sent');
    } catch (err) {
      const reason = err instanceof ProviderError ? err.reason : String(err);
      if (!attempt.last) {
        await claim.attempt.release();
        throw err;
      }
      outcome = failed(`${reason} (gave up after ${attempt.number} attempts)`);
      await this.finish(message, outcome, claim.attempt);
      throw err; // the consumer dead-letters it: the failure stays inspectable in <queue>.dlq
    }
    await this.finish(message, outcome, claim.attempt);
  }

  private async callProvider(message: Message, account: ChannelAccount): Promise<Outcome> {
    try {
      const { providerMessageId } = await this.providers[account.provider].send({
        channel: message.channel,
        providerAccountId: account.providerAccountId,
        accessToken: account.accessToken,
        recipient: message.contactAddress,
        body: message.body,
        messageId: message.id,
        tag: message.tag ?? null,
        template: message.template ?? null,
      });
      return { status: 'sent', providerMessageId, error: null };
    } catch (err) {
      if (err instanceof ProviderError && !err.transient) return failed(err.reason);
      throw err;
    }
  }

  /** Someone claimed the message before: finish its work, wait for it, or give up on an unknown outcome. */
  private async resolveClaimed(message: Message, other: AttemptView<Outcome> | null): Promise<void> {
    if (!other) throw new RetryLater('the claim was released by a failed attempt: retrying');
    if (other.state === 'done') return this.apply(message, other.outcome);
    if (other.state === 'running') {
      // The owner's own delivery stays unacked until it finishes, and comes back if it dies.
      throw new RetryLater('another worker is sending this message: checking again later');
    }
    this.logger.error({ messageId: message.id }, 'send claim expired without an outcome: marking unknown');
    await this.attempts.settle(message.id, other.n, unknown);
    await this.apply(message, unknown);
  }

  private async finish(message: Message, outcome: Outcome, attempt: HeldAttempt<Outcome>): Promise<void> {
    await attempt.finish(outcome);
    await this.apply(message, outcome);
  }

  private async apply(message: Message, outcome: Outcome): Promise<void> {
    const fresh = await this.messages.findById(message.organizationId, message.id);
    if (fresh?.status !== 'queued') return;
    // message.sent / .failed go out with the outcome.
    await this.statusEvents.setOutcome(message.organizationId, message.id, outcome.status, () =>
      this.messages.setOutcome(message.organizationId, message.id, outcome),
    );
    // Webhook reports that arrived before we knew the provider's id are waiting: apply them now.
    if (outcome.providerMessageId) await this.status.refresh({ ...fresh, ...outcome });
  }
}
