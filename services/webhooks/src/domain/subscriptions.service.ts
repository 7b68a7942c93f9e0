import {
  DomainError,
  decodeCursor,
  ErrorCode,
  invalid,
  isUuid,
  newId,
  notFound,
  pageLimit,
} from '@rapport/platform';
import { isValidEventPattern } from './event-types';
import { newSigningSecret } from './signature';
import { targetIssues } from './target-check';
import type { TargetPolicy } from './target-policy';
import type {
  DeliveryRepository,
  HostResolver,
  Page,
  SubscriptionChanges,
  SubscriptionRepository,
} from './webhooks.ports';
import type { Subscription, SubscriptionStatus } from './webhooks.types';

export const MAX_EVENTS = 50;
export const DESCRIPTION_MAX = 500;

export interface WebhookInput {
  url?: string;
  events?: string[];
  description?: string | null;
  status?: string;
}

const NOT_FOUND = 'webhook not found';

/** Subscriptions CRUD and secret rotation. */
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly deliveries: Pick<DeliveryRepository, 'deleteOfSubscription'>,
    private readonly policy: TargetPolicy,
    private readonly resolver: HostResolver,
    /** Webhooks one organization may have: each adds work to every event of the organization. */
    private readonly maxSubscriptions: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    organizationId: string,
    input: WebhookInput,
  ): Promise<{ webhook: Subscription; secret: string }> {
    const issues = [
      ...(input.url === undefined ? ['url should not be empty'] : []),
      ...(input.events === undefined ? ['events should not be empty'] : []),
      ...(await this.inputIssues(input)),
    ];
    if (issues.length) throw invalid(issues);
    const now = this.now();
    const webhook: Subscription = {
      id: newId(),
      organizationId,
      url: input.url!,
      events: [...new Set(input.events!)],
      description: input.description ?? null,
      status: 'enabled',
      disabledReason: null,
      disabledAt: null,
      secret: newSigningSecret(),
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    // Counted after the insert (no transactions): creates racing for the last place each count their
    // own, so the cap is never passed (at worst both step back); one over it takes its webhook back.
    await this.subscriptions.create(webhook);
    if ((await this.subscriptions.count(organizationId)) > this.maxSubscriptions) {
      await this.delete(organizationId, webhook.id);
      throw new DomainError(
        ErrorCode.FAILED_PRECONDITION,
        `an organization can have at most ${this.maxSubscriptions} webhooks; delete one first`,
      );
    }
    return { webhook, secret: webhook.secret };
  }

  async get(organizationId: string, id: string): Promise<Subscription> {
    const webhook = isUuid(id) ? await this.subscriptions.findById(organizationId, id) : null;
    if (!webhook) throw notFound(NOT_FOUND);
    return webhook;
  }

  list(organizationId: string, cursor: string, limit: number): Promise<Page<Subscription>> {
    return this.subscriptions.list(organizationId, decodeCursor(cursor), pageLimit(limit));
  }

  async update(organizationId: string, id: string, input: WebhookInput): Promise<Subscription> {
    await this.get(organizationId, id);
    const issues = await this.inputIssues(input);
    if (issues.length) throw invalid(issues);
    const changes: SubscriptionChanges = {};
    if (input.url !== undefined) changes.url = input.url;
    if (input.events !== undefined) changes.events = [...new Set(input.events)];
    if (input.description !== undefined) changes.description = input.description;
    if (input.status === 'enabled') {
      Object.assign(changes, {
        status: 'enabled',
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
      });
    } else if (input.status === 'disabled') {
      Object.assign(changes, {
        status: 'disabled',
        disabledReason: 'disabled through the API',
        disabledAt: this.now(),
      });
    }
    const updated = await this.subscriptions.update(organizationId, id, changes);
    if (!updated) throw notFound(NOT_FOUND);
    return updated;
  }

  async delete(organizationId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.subscriptions.delete(organizationId, id))) throw notFound(NOT_FOUND);
    await this.deliveries.deleteOfSubscription(organizationId, id);
  }

  async rotateSecret(organizationId: string, id: string): Promise<{ webhook: Subscription; secret: string }> {
    await this.get(organizationId, id);
    const secret = newSigningSecret();
    const webhook = await this.subscriptions.update(organizationId, id, { secret });
    if (!webhook) throw notFound(NOT_FOUND);
    return { webhook, secret };
  }

  private async inputIssues(input: WebhookInput): Promise<string[]> {
    const issues: string[] = [];
    // The store refuses NUL characters: a 400 here instead of a 500 there.
    if (input.url?.includes('\u0000')) issues.push('url must not contain NUL characters');
    else if (input.url !== undefined)
      issues.push(...(await targetIssues(input.url, this.policy, this.resolver)));
    if (input.events !== undefined) {
      if (input.events.length === 0) issues.push('events must contain at least 1 element');
      if (input.events.length > MAX_EVENTS) issues.push(`events must contain at most ${MAX_EVENTS} elements`);
      const unknown = input.events.filter((type) => !isValidEventPattern(type));
      if (unknown.length) {
        issues.push(
          `events must be known event types or wildcards such as company.* (unknown: ${unknown.join(', ')})`,
        );
      }
    }
    if (input.description && input.description.length > DESCRIPTION_MAX) {
      issues.push(`description must be at most ${DESCRIPTION_MAX} characters`);
    }
    if (input.description?.includes('\u0000')) issues.push('description must not contain NUL characters');
    if (input.status !== undefined && !isStatus(input.status))
      issues.push('status must be one of enabled, disabled');
    return issues;
  }
}

const isStatus = (value: string): value is SubscriptionStatus => value === 'enabled' || value === 'disabled';
