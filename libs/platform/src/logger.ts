import pino from 'pino';
import { logContext } from './tracing';

export type Logger = pino.Logger;

/**
 * One JSON logger per process; `name` is the process (gateway, identity, ...). Lines go to stdout
 * asynchronously (off the request path), in writes of up to 4 KB at least every half second; pino
 * flushes what is buffered when the process exits.
 * Every line written within a request carries its `requestId`, and with tracing on `traceId` and
 * `spanId` (tracing.ts).
 */
export function createLogger(name: string, level: string = 'info'): Logger {
  const options = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: logContext,
  };
  if (level === 'silent') return pino(options);
  // Lines are gathered up to 4 KB per write (one write per busy moment, not one per line) and never
  // wait more than FLUSH_MS.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4_096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // closed: the process is ending and pino flushed on its way out
    }
  }, FLUSH_MS).unref();
  return pino(options, destination);
}

const FLUSH_MS = 500;
