import type { EventEnvelope, EventPublisher, Logger } from '@rapport/platform';
import { COMPANY_DELETED, type CompanyEvents, type CompanyRepository } from '../domain/company.types';
import type { MongoOutboxRepository } from '../store/outbox.repository';

type Outbox = Pick<MongoOutboxRepository, 'save' | 'remove' | 'due'>;

/** CompanyEvents over a Mongo outbox and a confirming publisher. */
export class OutboxCompanyEvents implements CompanyEvents {
  constructor(
    private readonly outbox: Outbox,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
  ) {}

  stage(event: EventEnvelope): Promise<void> {
    return this.outbox.save(event);
  }

  async dispatch(event: EventEnvelope): Promise<void> {
    try {
      await this.publisher.publish(event);
    } catch (err) {
      this.logger.warn(
        { err, eventId: event.id, type: event.type },
        'event not confirmed: left to the relay',
      );
      return;
    }
    await this.outbox.remove(event.id).catch((err: unknown) => {
      // Published but still saved: the relay publishes it again (consumers are idempotent).
      this.logger.warn({ err, eventId: event.id }, 'could not remove a published event from the outbox');
    });
  }

  discard(event: EventEnvelope): Promise<void> {
    return this.outbox.remove(event.id);
  }
}

export interface RelayOptions {
  /**
   * Age an event must reach before the relay takes it: younger ones belong to a request still in
   * progress. Must exceed the longest delete (the gateway gives up after its deadline, 5 s).
   */
  graceMs: number;
  batchSize?: number;
}

/**
 * Republishes events whose publish was not confirmed (broker down, process stopped). A saved
 * company.deleted whose company still exists belongs to a delete that never happened: it is dropped.
 * Several replicas may publish one event twice; its `id` lets consumers tell. Scheduled with the
 * platform's `startPeriodic`.
 */
export class OutboxRelay {
  constructor(
    private readonly outbox: Outbox,
    private readonly companies: Pick<CompanyRepository, 'findById'>,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly options: RelayOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One pass; returns how many events were published. Never throws. */
  async runOnce(): Promise<number> {
    let published = 0;
    try {
      const before = new Date(this.now().getTime() - this.options.graceMs);
      for (const event of await this.outbox.due(before, this.options.batchSize ?? 100)) {
        if (event.type === COMPANY_DELETED && (await this.stillExists(event))) {
          this.logger.warn({ eventId: event.id }, 'dropping company.deleted of a company that still exists');
          await this.outbox.remove(event.id);
          continue;
        }
        await this.publisher.publish(event);
        await this.outbox.remove(event.id);
        published++;
      }
    } catch (err) {
      this.logger.warn({ err }, 'outbox relay pass stopped: will retry');
    }
    return published;
  }

  private async stillExists(event: EventEnvelope): Promise<boolean> {
    const { companyId } = event.data as { companyId?: string };
    return Boolean(companyId && (await this.companies.findById(event.organizationId, companyId)));
  }
}
