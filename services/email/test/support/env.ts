import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import { loadConfig } from '../../src/config';
import { sendJobRetries } from '../../src/events/send-job.queue';

/**
 * Queues of one test stack: its own send and campaign queues (a job consumed by another process's
 * email service or worker would go to that process's SMTP server and database view), and its own
 * queue of `contact.deleted` (the shared one holds what every earlier test deleted while no email
 * service ran: a backlog of thousands after the change feed's mirror test).
 */
export function queueEnv(): NodeJS.ProcessEnv {
  const run = randomUUID();
  return {
    EMAIL_SEND_QUEUE: `email.send.test-${run}`,
    EMAIL_CONTACT_DELETED_QUEUE: `email.contact-deleted.test-${run}`,
    CAMPAIGN_FANOUT_QUEUE: `email.campaign-fanout.test-${run}`,
    CAMPAIGN_DELIVERY_QUEUE: `email.campaign-delivery.test-${run}`,
  };
}

/** Environment of the email service under test: its own queues and short retry delays. */
export function emailTestEnv(smtpUrl: string): NodeJS.ProcessEnv {
  return {
    ...queueEnv(),
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: smtpUrl,
    CAMPAIGN_SEND_RATE_PER_SECOND: '0',
    EMAIL_RETRY_DELAY_MS: '300',
    EMAIL_RETRY_BASE_MS: '200',
    EMAIL_MAX_ATTEMPTS: '8',
    EMAIL_CONNECT_TIMEOUT_MS: '1000',
    EMAIL_INLINE_TIMEOUT_MS: '2000',
    EMAIL_SEND_TIMEOUT_MS: '3000',
  };
}

/**
 * Every queue the email processes declare for their three work queues and their queue of
 * `contact.deleted`: each one with its delay, retry, dead-letter (and for sends: scheduled) queues.
 * The campaign consumers' delay queues are named for the most attempts any of them makes
 * (EMAIL_MAX_ATTEMPTS + 10, campaign-worker.ts):
 * backoff steps double from EMAIL_RETRY_BASE_MS, so those names cover each one's, and deleting a
 * queue that is not there is no error.
 */
export function emailQueueNames(env: NodeJS.ProcessEnv): string[] {
  const config = loadConfig(env);
  const send = config.EMAIL_SEND_QUEUE;
  const sendRetries = sendJobRetries({
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
  });
  const campaignRetries = {
    baseDelayMs: config.EMAIL_RETRY_BASE_MS,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS + 10,
  };
  return [
    ...consumerQueueNames(send, sendRetries, [config.EMAIL_RETRY_DELAY_MS]),
    `${send}.scheduled`,
    ...consumerQueueNames(config.CAMPAIGN_FANOUT_QUEUE, campaignRetries),
    ...consumerQueueNames(config.CAMPAIGN_DELIVERY_QUEUE, campaignRetries),
    ...consumerQueueNames(config.EMAIL_CONTACT_DELETED_QUEUE),
  ];
}

/** Removes a test stack's queues (only those named for a test run) once it stopped. */
export async function deleteTestQueues(env: NodeJS.ProcessEnv | undefined): Promise<void> {
  const names = env ? emailQueueNames(env).filter((name) => name.includes('.test-')) : [];
  if (!names.length) return;
  const connection = await connectAmqp(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const channel = await connection.createChannel();
  for (const name of names) await channel.deleteQueue(name);
  await connection.close();
}

/** A loopback port nothing listens on (yet). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `probe` until it returns a value (not undefined) or the time is up. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
