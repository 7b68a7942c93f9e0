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
  // The handlers are there from the first moment: a process may already take work (a consumer) before
  // `start()` resolves, and a signal then must drain it too, not kill the process mid-work. A signal
  // that arrives while starting stops the process as soon as it has started; a second one at once.
  let running: { stop(): Promise<void> } | null = null;
  let requested: string | null = null;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (!running) {
      // A second signal while starting (a start that hangs on a server): leave at once.
      if (requested) process.exit(1);
      requested = signal;
      return;
    }
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
  start().then(
    (started) => {
      running = started;
      if (requested) shutdown(requested);
    },
    (err: unknown) => {
      const message =
        err instanceof ConfigError ? err.message : `failed to start: ${(err as Error)?.stack ?? err}`;
      process.stderr.write(`${name}: ${message}\n`);
      process.exit(1);
    },
  );
}
