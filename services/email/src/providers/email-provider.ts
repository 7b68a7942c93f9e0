/** What a provider is asked to deliver: one rendered message to one address. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string | null;
  /**
   * Message-ID header, derived from the send id: every attempt of one send carries the same one, so
   * a duplicate (a crash after the server accepted the message, before it was recorded) is
   * recognizable downstream.
   */
  messageId: string;
  /** The send id, as a header for tracing. */
  sendId: string;
}

export interface SentEmail {
  /** The provider's id of the message, when it gives one. */
  providerMessageId: string | null;
}

/** transient: the same message may go through later; permanent: retrying gets the same answer. */
export type FailureKind = 'transient' | 'permanent';

/** A delivery that did not happen, with the provider's reason. */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /**
     * The conversation broke without a verdict after the connection was made: the server may have
     * accepted the message. A campaign records such an outcome as `unknown` and never re-sends it.
     */
    readonly maybeDelivered = false,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

/** One small interface per delivery technology; `send` throws ProviderFailure. */
export interface EmailProvider {
  readonly name: string;
  send(email: OutgoingEmail, signal: AbortSignal): Promise<SentEmail>;
  close(): Promise<void>;
}
