import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON logger per process; `name` is the process (gateway, identity, ...). */
export function createLogger(name: string, level: string = 'info'): Logger {
  return pino({ name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}
