import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { EmailProvider, OutgoingEmail, SentEmail } from '../domain/email.ports';
import { smtpFailure } from './smtp-failure';

export interface SmtpOptions {
  /** `smtp://user:pass@host:port` or `smtps://...`. */
  url: string;
  /** Bound of connecting and of the server's greeting; the whole send is bounded by the caller's signal. */
  connectTimeoutMs: number;
  /**
   * Keep this many connections open and reuse them (campaigns: thousands of messages to one
   * server). Without it, one connection per message.
   */
  pool?: number;
}

/**
 * SMTP through nodemailer. Transactional sends use one connection per message (no pool to keep
 * healthy across outages); campaign workers use a pool (nodemailer replaces a broken connection).
 */
export class SmtpProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;
  /** The sender, parsed once: nodemailer would parse the same string again for every message. */
  private sender: { text: string; address: ReturnType<typeof addressparser> } | null = null;

  constructor(options: SmtpOptions) {
    this.transport = nodemailer.createTransport({
      url: options.url,
      ...(options.pool ? { pool: true, maxConnections: options.pool, maxMessages: Infinity } : {}),
      connectionTimeout: options.connectTimeoutMs,
      greetingTimeout: options.connectTimeoutMs,
      socketTimeout: options.connectTimeoutMs * 3,
    });
  }

  async send(email: OutgoingEmail, signal: AbortSignal): Promise<SentEmail> {
    try {
      if (this.sender?.text !== email.from)
        this.sender = { text: email.from, address: addressparser(email.from) };
      const info = await this.transport.sendMail({
        from: this.sender.address,
        // A bare address (validated before it gets here): given as one, nodemailer parses nothing.
        to: { name: '', address: email.to },
        subject: email.subject,
        html: email.html,
        ...(email.text === null ? {} : { text: email.text }),
        messageId: email.messageId,
        headers: { ...email.headers, 'X-Rapport-Send-Id': email.sendId },
        signal,
      });
      // A server that assigns its own id says so in its final reply; otherwise the Message-ID stands.
      return { providerMessageId: info.serverMessageId ?? info.messageId ?? email.messageId };
    } catch (err) {
      throw smtpFailure(err);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
