import { ConfigError } from './config';
import { stopTracing } from './tracing';

type FatalHandler = (reason: string, err: unknown) => void;
let onFatal: FatalHandler = () => undefined;

/**
 * Reports a failure the process cannot recover from by itself (e.g. its RabbitMQ connection died).
 * Under `runProcess` the process exits 1 so the orchestrator restarts it (crash-only: unacked messages
 * are redelivered, outboxes keep unpublished events); in tests nothing happens beyond the caller's log.
 */
export function reportFatal(reason: string, err: unknown): void {
  onFatal(reason, err);
}

/**
 * Entry point of every process: starts it, and on SIGTERM or SIGINT stops taking new work, lets
 * in-flight work finish (each `stop()` has its own grace period) and exits 0. A configuration error
 * prints one line and exits 1.
 */
export function runProcess(name: string, start: () => Promise<{ stop(): Promise<void> }>): void {
  onFatal = (reason, err) => {
    process.stderr.write(
      `${name}: ${reason}: ${err instanceof Error ? err.message : String(err)}; exiting\n`,
    );
    process.exit(1);
  };
  start().then(
    (running) => {
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        process.stderr.write(`${name}: ${signal} received, draining\n`);
        running
          .stop()
          // Spans still buffered go to the collector before the process ends (no-op without tracing).
          .then(() => stopTracing())
          .then(
            () => process.exit(0),
            (err: unknown) => {
              process.stderr.write(`${name}: error while stopping: ${String(err)}\n`);
              process.exit(1);
            },
          );
      };
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      process.on('SIGINT', () => shutdown('SIGINT'));
    },
    (err: unknown) => {
      const message =
        err instanceof ConfigError ? err.message : `failed to start: ${(err as Error)?.stack ?? err}`;
      process.stderr.write(`${name}: ${message}\n`);
      process.exit(1);
    },
  );
}
