import { type Attributes, SpanKind } from '@opentelemetry/api';
import amqp, { type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { prettifyError, type z } from 'zod';
import {
  assertDelayQueues,
  type DelayQueues,
  delayQueueFor,
  delayQueueName,
  retryDelaysMs,
} from './delay-queues';
import { EVENTS_EXCHANGE, type EventEnvelope } from './events';
import type { Logger } from './logger';
import { reportFatal } from './process';
import {
  currentRequestId,
  extractTraceContext,
  failCurrentSpan,
  headerGetter,
  injectTraceContext,
  inSpan,
  tracingEnabled,
  withRequestId,
} from './tracing';

/** Header with the id of the request a message comes from (its handler logs it on every line). */
export const REQUEST_ID_HEADER = 'x-request-id';

type Headers = Record<string, unknown>;

/**
 * Sends one message with the current request id and, with tracing on, under a PRODUCER span whose
 * W3C `traceparent` goes in the headers (tracing.ts). A message that already has a `traceparent` (a
 * retry or dead-letter copy of a consumed one) keeps it and gets no span of its own.
 */
function traced(
  name: string,
  attributes: Attributes,
  given: Headers | undefined,
  send: (headers: Headers | undefined) => Promise<void>,
): Promise<void> {
  const requestId = currentRequestId();
  const headers =
    requestId && given?.[REQUEST_ID_HEADER] === undefined
      ? { ...given, [REQUEST_ID_HEADER]: requestId }
      : given;
  if (!tracingEnabled() || headers?.traceparent !== undefined) return send(headers);
  return inSpan(name, { kind: SpanKind.PRODUCER, attributes }, () => {
    const withTrace: Headers = { ...headers };
    injectTraceContext(withTrace, (carrier, key, value) => {
      carrier[key] = value;
    });
    return send(withTrace);
  });
}

/**
 * Opens a RabbitMQ connection. A connection the broker or the network takes away (closed with an
 * error, unlike our own `close()`) is reported with `reportFatal`: processes restart rather than run
 * on without consuming. Callers that reconnect by themselves pass `{ recoverable: true }`.
 */
export async function connectAmqp(
  url: string,
  options: { recoverable?: boolean } = {},
): Promise<ChannelModel> {
  const connection = await amqp.connect(url);
  // Without an 'error' listener a lost connection would throw an uncaught exception.
  connection.on('error', () => undefined);
  if (!options.recoverable) {
    connection.on('close', (err?: Error) => {
      if (err) reportFatal('RabbitMQ connection lost', err);
    });
  }
  return connection;
}

/**
 * Publishes persistent messages on a confirm channel: `publish` resolves only once the broker has
 * taken responsibility for the message, and rejects otherwise (so the caller can keep it for retry).
 */
export class ConfirmPublisher {
  private constructor(private readonly channel: ConfirmChannel) {}

  static async open(connection: ChannelModel): Promise<ConfirmPublisher> {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    return new ConfirmPublisher(channel);
  }

  async assertExchange(name: string, type: 'topic' | 'direct' | 'fanout'): Promise<void> {
    await this.channel.assertExchange(name, type, { durable: true });
  }

  publish(
    exchange: string,
    routingKey: string,
    body: unknown,
    headers: Record<string, unknown> = {},
  ): Promise<void> {
    const content = Buffer.from(JSON.stringify(body));
    const messageId = messageIdOf(body);
    const attributes = {
      'messaging.system': 'rabbitmq',
      'messaging.operation.type': 'send',
      'messaging.destination.name': exchange,
      'messaging.rabbitmq.destination.routing_key': routingKey,
      ...(messageId ? { 'messaging.message.id': messageId } : {}),
    };
    return traced(`publish ${routingKey}`, attributes, headers, (sent) => {
      return new Promise<void>((resolve, reject) => {
        this.channel.publish(
          exchange,
          routingKey,
          content,
          { persistent: true, contentType: 'application/json', headers: sent, messageId },
          (err) => (err ? reject(err) : resolve()),
        );
      });
    });
  }

  /** A message that must wait goes to a delay queue (delay-queues.ts), never with a per-message TTL. */
  sendToQueue(queue: string, body: unknown, options: { headers?: Record<string, unknown> } = {}) {
    const content = Buffer.from(JSON.stringify(body));
    const attributes = {
      'messaging.system': 'rabbitmq',
      'messaging.operation.type': 'send',
      'messaging.destination.name': queue,
    };
    return traced(`send ${queue}`, attributes, options.headers, (headers) => {
      return new Promise<void>((resolve, reject) => {
        this.channel.sendToQueue(
          queue,
          content,
          { persistent: true, contentType: 'application/json', headers },
          (err) => (err ? reject(err) : resolve()),
        );
      });
    });
  }

  publishEvent(event: EventEnvelope): Promise<void> {
    return this.publish(EVENTS_EXCHANGE, event.type, event);
  }

  async close(): Promise<void> {
    await this.channel.close().catch(() => undefined);
  }
}

function messageIdOf(body: unknown): string | undefined {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A handler that throws this is not retried: the message goes straight to the dead-letter queue. */
export class PermanentError extends Error {}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BASE_DELAY_MS = 500;

export interface RetryOptions {
  /** Attempts before the message is dead-lettered (default 5). */
  maxAttempts?: number;
  /** Delay before attempt n+1 is `baseDelayMs * 2^(n-1)` (default 500 ms). */
  baseDelayMs?: number;
}

export interface ConsumerOptions extends RetryOptions {
  queue: string;
  /** Bindings of the queue, e.g. `{ exchange: EVENTS_EXCHANGE, routingKey: 'contact.deleted' }`. */
  bindings?: { exchange: string; routingKey: string }[];
  prefetch?: number;
  logger: Logger;
}

/**
 * Before the delay queues (decision 0023) retries waited in `<queue>.retry` with a per-message TTL.
 * Running deployments may still hold messages there, so it is still declared with its old arguments
 * (a redeclare with others fails with PRECONDITION_FAILED) and dead-letters them into the queue;
 * nothing new is published to it. It can go in a later release, once every such queue is empty.
 */
const legacyRetryQueue = (queue: string) => `${queue}.retry`;

/** The delay queues of a consumer's retries (`<queue>.delay.<ms>`, one per backoff step). */
export function retryQueuesOf(queue: string, options: RetryOptions = {}): DelayQueues {
  const { maxAttempts = DEFAULT_MAX_ATTEMPTS, baseDelayMs = DEFAULT_BASE_DELAY_MS } = options;
  return { queue, delaysMs: retryDelaysMs(maxAttempts, baseDelayMs) };
}

/**
 * Every queue startConsumer declares for `queue`, with the delay queues of `extraDelaysMs` declared
 * beside it (e.g. to delete a test's queues).
 */
export function consumerQueueNames(queue: string, options: RetryOptions = {}, extraDelaysMs: number[] = []) {
  const delays = new Set([...retryQueuesOf(queue, options).delaysMs, ...extraDelaysMs]);
  return [
    queue,
    legacyRetryQueue(queue),
    `${queue}.dlq`,
    ...[...delays].map((d) => delayQueueName(queue, d)),
  ];
}

export interface RunningConsumer {
  /** Stops taking new messages and waits for the ones in progress (acked or retried), then closes. */
  stop(): Promise<void>;
}

/** Header counting delivery attempts of a message (set by the retry path of startConsumer). */
export const ATTEMPTS_HEADER = 'x-rapport-attempts';

/**
 * Consumes a durable queue with its delay queues for retries (`<queue>.delay.<ms>`, one per backoff
 * step, declared here; delay-queues.ts) and a dead-letter queue `<queue>.dlq`. A message is acked
 * only after its handler finished, or after its retry or dead-letter copy was confirmed by the
 * broker: nothing is lost on a crash (the broker redelivers), so handlers must be idempotent.
 */
export async function startConsumer<T>(
  connection: ChannelModel,
  options: ConsumerOptions & {
    /** What a message must be: one that is not is dead-lettered at once, with the schema's complaint. */
    schema: z.ZodType<T>;
  },
  handler: (body: T, message: ConsumeMessage) => Promise<void>,
): Promise<RunningConsumer> {
  const { queue, logger } = options;
  const { maxAttempts = DEFAULT_MAX_ATTEMPTS, baseDelayMs = DEFAULT_BASE_DELAY_MS } = options;
  const retries = retryQueuesOf(queue, options);
  const channel = await connection.createChannel();
  const publisher = await ConfirmPublisher.open(connection);
  await assertDelayQueues(channel, retries);
  await channel.assertQueue(legacyRetryQueue(queue), {
    durable: true,
    deadLetterExchange: '',
    deadLetterRoutingKey: queue,
  });
  await channel.assertQueue(`${queue}.dlq`, { durable: true });
  for (const binding of options.bindings ?? []) {
    await channel.assertExchange(binding.exchange, 'topic', { durable: true });
    await channel.bindQueue(queue, binding.exchange, binding.routingKey);
  }
  await channel.prefetch(options.prefetch ?? 10);

  const inFlight = new Set<Promise<void>>();
  const settle = async (message: ConsumeMessage) => {
    const attempts = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
    const headers = { ...message.properties.headers, [ATTEMPTS_HEADER]: attempts };
    let body: unknown;
    try {
      body = JSON.parse(message.content.toString());
    } catch {
      logger.error({ queue }, 'message is not JSON: dead-lettered');
      await publisher.sendToQueue(`${queue}.dlq`, message.content.toString(), { headers });
      channel.ack(message);
      return;
    }
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      const problem = prettifyError(parsed.error);
      logger.error({ queue, problem }, 'message does not match its schema: dead-lettered');
      await publisher.sendToQueue(`${queue}.dlq`, body, {
        headers: { ...headers, 'x-rapport-error': problem },
      });
      channel.ack(message);
      return;
    }
    try {
      await handler(parsed.data, message);
      channel.ack(message);
    } catch (err) {
      failCurrentSpan(err);
      const permanent = err instanceof PermanentError || attempts >= maxAttempts;
      try {
        if (permanent) {
          logger.error({ err, queue, attempts }, 'message dead-lettered');
          await publisher.sendToQueue(`${queue}.dlq`, body, {
            headers: { ...headers, 'x-rapport-error': String(err) },
          });
        } else {
          const delay = baseDelayMs * 2 ** (attempts - 1);
          logger.warn({ err, queue, attempts, delay }, 'message failed: retrying');
          await publisher.sendToQueue(delayQueueFor(retries, delay), body, { headers });
        }
        channel.ack(message);
      } catch (publishErr) {
        // The copy was not confirmed: give the message back to the broker rather than lose it.
        logger.error({ err: publishErr, queue }, 'could not park failed message: requeued');
        channel.nack(message, false, true);
      }
    }
  };

  // Each message is handled with the request id it came from and, with tracing on, in a CONSUMER span
  // that continues the trace of its publisher (tracing.ts).
  const process = (message: ConsumeMessage) => {
    const headers = message.properties.headers as Headers | undefined;
    const given = headers?.[REQUEST_ID_HEADER];
    const requestId = typeof given === 'string' ? given : undefined;
    if (!tracingEnabled()) return withRequestId(requestId, () => settle(message));
    const span = {
      kind: SpanKind.CONSUMER,
      parent: extractTraceContext(headers, headerGetter),
      attributes: {
        'messaging.system': 'rabbitmq',
        'messaging.operation.type': 'process',
        'messaging.destination.name': message.fields.exchange,
        'messaging.rabbitmq.destination.routing_key': message.fields.routingKey,
        'messaging.consumer.group.name': queue,
        ...(message.properties.messageId
          ? { 'messaging.message.id': String(message.properties.messageId) }
          : {}),
      },
    };
    return withRequestId(requestId, () => inSpan(`process ${queue}`, span, () => settle(message)));
  };

  const { consumerTag } = await channel.consume(queue, (message) => {
    if (!message) return;
    const task = process(message)
      // A channel closed under us (connection lost) cannot ack or nack: the broker redelivers the
      // message by itself, so this is no failure to raise (it would be an unhandled rejection).
      .catch((err: unknown) =>
        logger.warn({ err, queue }, 'message left unsettled: the broker redelivers it'),
      )
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  });

  return {
    stop: async () => {
      await channel.cancel(consumerTag).catch(() => undefined);
      await Promise.allSettled([...inFlight]);
      await channel.close().catch(() => undefined);
      await publisher.close();
    },
  };
}
