import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  raw: string;
}

/** What the sink answers to RCPT TO for an address: accept (null) or an SMTP error. */
export type RecipientPolicy = (address: string) => { code: number; message: string } | null;

/**
 * A real SMTP server on loopback that keeps every message it accepts, to assert what the email
 * service delivered (and how many times).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  policy: RecipientPolicy = () => null;
  /** While set, every RCPT TO waits for it: senders stay stuck mid-conversation, nothing accepted. */
  hold: Promise<void> | null = null;
  /** RCPT TO commands waiting for `hold`. */
  held = 0;
  /** Every address a RCPT TO named, accepted, refused or held: what senders attempted. */
  readonly attempted: string[] = [];
  private readonly server: SMTPServer;
  private boundPort = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        this.attempted.push(address.address);
        const decide = () => {
          const refusal = this.policy(address.address);
          if (!refusal) return callback();
          return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        };
        if (!this.hold) return decide();
        this.held++;
        void this.hold.then(() => {
          this.held--;
          decide();
        });
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.received.push({ ...parseMail(raw), envelopeTo, raw });
          callback(null);
        });
      },
    });
  }

  /** Listens on `port` (0: a free one) of 127.0.0.1. */
  static async start(port = 0): Promise<SmtpSink> {
    const sink = new SmtpSink();
    sink.boundPort = await new Promise<number>((resolve, reject) => {
      sink.server.on('error', reject);
      sink.server.listen(port, '127.0.0.1', () => {
        const address = sink.server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
    return sink;
  }

  get port(): number {
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages for `address` (envelope recipient). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address));
  }

  async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const mail = this.to(address)[0];
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no email for ${address} within ${timeoutMs} ms`);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
