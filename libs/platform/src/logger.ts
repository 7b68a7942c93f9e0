import pino from 'pino';
import { logContext } from './tracing';

export type Logger = pino.Logger;

/**
 * One JSON logger per process; `name` is the process (gateway, identity, ...). Lines go to stdout
 * asynchronously (off the request path); pino flushes what is buffered when the process exits.
 * Every line written within a request carries its `requestId`, and with tracing on `traceId` and
 * `spanId` (tracing.ts).
 */
export function createLogger(name: string, level: string = 'info'): Logger {
  return pino(
    { name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime, mixin: logContext },
    level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}
