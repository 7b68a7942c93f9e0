import type { Logger } from '@rapport/platform';
import type { EmailProvider, OutgoingEmail, SentEmail } from '../domain/email.ports';

/**
 * For the local stack: delivers nothing, logs what would be sent and keeps the last messages in
 * memory. Its message id is the Message-ID the message would have carried.
 */
export class LogProvider implements EmailProvider {
  readonly name = 'log';
  readonly recent: OutgoingEmail[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly keep = 100,
  ) {}

  async send(email: OutgoingEmail): Promise<SentEmail> {
    this.recent.push(email);
    if (this.recent.length > this.keep) this.recent.shift();
    this.logger.info(
      { sendId: email.sendId, to: email.to, subject: email.subject, messageId: email.messageId },
      'email not delivered (EMAIL_PROVIDER=log)',
    );
    return { providerMessageId: email.messageId };
  }

  async close(): Promise<void> {}
}
