import type { Logger } from './logger';

export interface PeriodicTask {
  /** Stops scheduling, signals the pass in progress to stop early, and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` in the background (outbox relays, batched writes): never two passes
 * at once, the next one `intervalMs` after the previous ended, failures logged and retried on the next
 * tick. The timer does not keep the process alive.
 */
export function startPeriodic(
  label: string,
  intervalMs: number,
  pass: (signal: AbortSignal) => Promise<unknown>,
  logger: Logger,
): PeriodicTask {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => {
      running = pass(controller.signal)
        .then(
          () => undefined,
          (err: unknown) => logger.warn({ err }, `${label}: pass failed, retrying on the next tick`),
        )
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
