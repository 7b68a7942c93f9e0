import pino from 'pino';

export type Logger = pino.Logger;

/**
 * One JSON logger per process; `name` is the process (gateway, identity, ...). Lines go to stdout
 * asynchronously (off the request path); pino flushes what is buffered when the process exits.
 */
export function createLogger(name: string, level: string = 'info'): Logger {
  return pino(
    { name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime },
    level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}
