import { randomUUID } from 'node:crypto';
import type { Logger } from '@rapport/platform';
import type { ChannelProvider, SendRequest, SendResult } from '../domain/messaging.ports';

const KEEP = 100;

/**
 * The local stack's provider: sends nothing anywhere, logs the message and keeps the latest ones in
 * memory, and answers a fake provider id so the whole pipeline (statuses included) runs end to end.
 */
export class SandboxProvider implements ChannelProvider {
  readonly name = 'sandbox' as const;
  readonly sent: (SendRequest & { providerMessageId: string })[] = [];

  constructor(private readonly logger: Logger) {}

  async send(request: SendRequest): Promise<SendResult> {
    const providerMessageId = `sandbox.${randomUUID()}`;
    this.sent.push({ ...request, accessToken: null, providerMessageId });
    if (this.sent.length > KEEP) this.sent.shift();
    this.logger.info(
      { messageId: request.messageId, channel: request.channel, to: request.recipient, providerMessageId },
      'sandbox provider: message recorded, not sent',
    );
    return { providerMessageId };
  }
}
