import type { Channel, ProviderName } from '../domain/messaging.types';

export interface SendRequest {
  channel: Channel;
  /** WhatsApp phone_number_id, Facebook page id or Instagram account id. */
  providerAccountId: string;
  accessToken: string | null;
  /** WhatsApp: phone digits; Instagram/Facebook: the scoped user id. */
  recipient: string;
  body: string;
  /** Our message id, for the provider's logs where it accepts one. */
  messageId: string;
}

export interface SendResult {
  /** Null when the provider accepted the message without naming it. */
  providerMessageId: string | null;
}

/**
 * A refusal or failure of the provider. `transient` ones (network, timeouts, 5xx, 429, throttling)
 * are worth retrying; the others (4xx: bad token, unknown recipient, policy) fail the message at once.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
  ) {
    super(reason);
    this.name = 'ProviderError';
  }
}

/** One way of sending chat messages; the account's `provider` picks the implementation. */
export interface ChannelProvider {
  readonly name: ProviderName;
  send(request: SendRequest): Promise<SendResult>;
}
