import { type Logger, type PeriodicTask, startPeriodic } from '@rapport/platform';
import type { LastUseRecorder } from '../domain/identity.service';
import type { IdentityRepository } from '../domain/identity.types';

/**
 * Keeps the latest use of each token in memory and writes them in one bulk write per interval, so
 * busy tokens cost one write per interval instead of one per request. At most `intervalMs` of
 * lastUsedAt/lastUsedIp can be lost if the process is killed; `stop()` flushes.
 */
export class LastUseBuffer implements LastUseRecorder {
  private pending = new Map<string, { at: Date; ip: string }>();
  private task: PeriodicTask | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: Pick<IdentityRepository, 'recordLastUse'>,
    private readonly intervalMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.task = startPeriodic('token last-use flush', this.intervalMs, () => this.flush(), this.logger);
  }

  record(tokenId: string, at: Date, ip: string): void {
    this.pending.set(tokenId, { at, ip });
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await this.repo.recordLastUse([...batch].map(([tokenId, use]) => ({ tokenId, ...use })));
      } catch (err) {
        this.logger.warn({ err }, 'could not record token use; will retry');
        for (const [id, use] of batch) if (!this.pending.has(id)) this.pending.set(id, use);
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    await this.flush();
  }
}
