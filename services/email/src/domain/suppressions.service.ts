import { hasNul, nulMessage } from '@rapport/contracts';
import {
  DomainError,
  decodeCursor,
  ErrorCode,
  invalid,
  type Logger,
  newId,
  notFound,
  pageLimit,
  toPage,
} from '@rapport/platform';
import { z } from 'zod';
import type {
  BounceDetails,
  BounceRecorder,
  SuppressionEvent,
  SuppressionEvents,
  SuppressionRepository,
} from './email.ports';
import type { Page } from './email.types';
import {
  blocks,
  normalizeAddress,
  type SendCategory,
  SUPPRESSION_REASONS,
  type Suppression,
  type SuppressionReason,
  supersedes,
} from './suppression.types';
import type { UnsubscribeClaims, UnsubscribeLinks, UnsubscribeRefusal } from './unsubscribe-link';

/** The message of each refused unsubscribe token (PERMISSION_DENIED → 403). */
const REFUSED: Record<UnsubscribeRefusal, string> = {
  forged: 'this unsubscribe link is not valid',
  expired: 'this unsubscribe link has expired: use the link of a more recent email',
  preview: 'this is the unsubscribe link of a campaign preview: it unsubscribes nobody',
};

const isEmail = (value: string) => z.email().safeParse(value).success;
const SOURCE_MAX = 200;
/** Lookups of one check run at once (each one equality on the unique key; decision 0026). */
const LOOKUPS_AT_ONCE = 50;

export interface SuppressInput {
  address: string;
  reason: string;
  source: string;
  /** What the cause events carry besides the address (campaignId, contactId, emailId, diagnostic). */
  details?: Record<string, unknown>;
}

/**
 * The suppression list of each organization: every send path asks it before the provider is called,
 * unsubscribes, bounces and complaints add to it. Addresses are normalized (trimmed, lower-cased).
 */
export class SuppressionsService implements BounceRecorder {
  constructor(
    private readonly deps: {
      suppressions: SuppressionRepository;
      events: SuppressionEvents;
      logger: Logger;
      /** Verifies the signed links of campaign emails (no database: decision 0026). */
      links?: UnsubscribeLinks;
    },
  ) {}

  /**
   * The one-click unsubscribe of a campaign email's link: the address goes on the list (reason
   * unsubscribed, source the campaign). `confirmOnly` verifies and answers the claims, nothing more.
   * PERMISSION_DENIED for a link this service did not sign (forged, altered), an expired one and a
   * preview's placeholder (issue 48).
   */
  async unsubscribe(token: string, confirmOnly: boolean): Promise<UnsubscribeClaims> {
    const checked = this.deps.links?.check(token) ?? { refused: 'forged' as const };
    if ('refused' in checked) throw new DomainError(ErrorCode.PERMISSION_DENIED, REFUSED[checked.refused]);
    if (!confirmOnly) await this.unsubscribed(checked.claims);
    return checked.claims;
  }

  /** The claims of an unsubscribe token this service signed (a link's, a mailto subject's), or null. */
  verifyUnsubscribe(token: string): UnsubscribeClaims | null {
    return this.deps.links?.verify(token) ?? null;
  }

  /** The recipient the claims name goes on the list (reason unsubscribed, source its campaign). */
  unsubscribed(claims: UnsubscribeClaims, details: Record<string, unknown> = {}) {
    return this.suppress(claims.organizationId, {
      address: claims.address,
      reason: 'unsubscribed',
      source: `campaign:${claims.campaignId}`,
      details: {
        campaignId: claims.campaignId,
        ...(claims.contactId ? { contactId: claims.contactId } : {}),
        ...details,
      },
    });
  }

  /** The rules of an entry (all failing ones at once). */
  static problems(input: { address: string; reason: string; source: string }): string[] {
    const problems: string[] = [];
    if (!isEmail(input.address.trim())) problems.push('address must be an email');
    if (!(SUPPRESSION_REASONS as readonly string[]).includes(input.reason))
      problems.push(`reason must be one of ${SUPPRESSION_REASONS.join(', ')}`);
    if (input.source.length > SOURCE_MAX) problems.push(`source must be at most ${SOURCE_MAX} characters`);
    if ([input.address, input.source].some((v) => v.includes('\u0000')))
      problems.push('address and source must not contain NUL characters');
    return problems;
  }

  /**
   * Adds the address (or gives an `unsubscribed` entry a stronger reason, `supersedes`). Answers the
   * entry as it stands, whether this call created it and whether it created or changed it; events
   * go out only then.
   */
  async suppress(
    organizationId: string,
    input: SuppressInput,
  ): Promise<{ suppression: Suppression; created: boolean; changed: boolean }> {
    const problems = SuppressionsService.problems(input);
    if (problems.length) throw invalid(problems);
    const address = normalizeAddress(input.address);
    const reason = input.reason as SuppressionReason;
    for (let round = 0; round < 3; round++) {
      const existing = await this.deps.suppressions.findByAddress(organizationId, address);
      if (existing) {
        if (!supersedes(reason, existing.reason))
          return { suppression: existing, created: false, changed: false };
        const changes = { reason, source: input.source, updatedAt: new Date() };
        const updated = await this.deps.events.around(
          organizationId,
          existing.id,
          this.eventsOf({ ...existing, ...changes }, 2, input.details),
          () => this.deps.suppressions.update(organizationId, existing.id, changes),
          (result) => result !== null,
        );
        if (updated) return { suppression: updated, created: false, changed: true };
        continue; // deleted meanwhile: insert
      }
      const now = new Date();
      const suppression: Suppression = {
        id: newId(),
        organizationId,
        address,
        reason,
        source: input.source,
        createdAt: now,
        updatedAt: now,
      };
      const inserted = await this.deps.events.around(
        organizationId,
        suppression.id,
        this.eventsOf(suppression, 1, input.details),
        () => this.deps.suppressions.tryInsert(suppression),
        (ok) => ok,
      );
      if (inserted) return { suppression, created: true, changed: true };
      // Another call inserted the address first (the unique key): look again.
    }
    throw new Error(`could not suppress ${address}: it keeps changing`);
  }

  async hardBounce(organizationId: string, address: string, details: BounceDetails): Promise<void> {
    const { source, ...rest } = details;
    try {
      await this.suppress(organizationId, { address, reason: 'hard_bounce', source, details: rest });
    } catch (err) {
      // The send's own outcome is recorded already; the next bounce of the address suppresses it.
      this.deps.logger.error({ err, organizationId, source }, 'could not suppress a hard-bounced address');
    }
  }

  async list(
    organizationId: string,
    filter: { address?: string },
    cursor: string,
    limit: number,
  ): Promise<Page<Suppression>> {
    const size = pageLimit(limit);
    const address = filter.address ? normalizeAddress(filter.address) : undefined;
    const rows = await this.deps.suppressions.list(
      organizationId,
      { address },
      decodeCursor(cursor),
      size + 1,
    );
    return toPage(rows, size);
  }

  async remove(organizationId: string, address: string): Promise<void> {
    if (hasNul(address)) throw invalid([nulMessage('address')]);
    const found = await this.deps.suppressions.findByAddress(organizationId, normalizeAddress(address));
    if (!found || !(await this.deps.suppressions.delete(organizationId, found.id))) {
      throw notFound('the address is not suppressed');
    }
  }

  /** The entry that stops a send of `category` to `address`, or null. */
  async blocking(
    organizationId: string,
    address: string,
    category: SendCategory,
  ): Promise<Suppression | null> {
    const found = await this.deps.suppressions.findByAddress(organizationId, normalizeAddress(address));
    return blocks(found, category) ? found : null;
  }

  /**
   * The entries that stop a send of `category`, by normalized address: one unique-key equality per
   * distinct address, at most LOOKUPS_AT_ONCE at a time (an `$in` would read the whole organization's
   * list on FerretDB; decision 0026).
   */
  async blockingAmong(
    organizationId: string,
    addresses: string[],
    category: SendCategory,
  ): Promise<Map<string, Suppression>> {
    const distinct = [...new Set(addresses.map(normalizeAddress))];
    const found = new Map<string, Suppression>();
    for (let i = 0; i < distinct.length; i += LOOKUPS_AT_ONCE) {
      const part = distinct.slice(i, i + LOOKUPS_AT_ONCE);
      const rows = await Promise.all(
        part.map((address) => this.deps.suppressions.findByAddress(organizationId, address)),
      );
      for (const row of rows) if (row && blocks(row, category)) found.set(row.address, row);
    }
    return found;
  }

  /**
   * email.suppressed always; email.unsubscribed or email.bounced besides, for those causes. Each names
   * the contact when the cause knew it (a send to a contact, a campaign's link), so the contact's
   * activity lists them (decision 0028). `version`: the entry's, 1 as added, 2 after its one possible
   * change (an `unsubscribed` entry given a stronger reason; nothing supersedes a stronger one).
   */
  private eventsOf(
    suppression: Suppression,
    version: 1 | 2,
    details: Record<string, unknown> = {},
  ): SuppressionEvent[] {
    const base = {
      address: suppression.address,
      reason: suppression.reason,
      source: suppression.source,
      version,
      ...(typeof details.contactId === 'string' ? { contactId: details.contactId } : {}),
    };
    const events: SuppressionEvent[] = [
      {
        type: 'email.suppressed',
        data: { suppressionId: suppression.id, ...base, createdAt: suppression.createdAt.toISOString() },
      },
    ];
    if (suppression.reason === 'unsubscribed')
      events.push({ type: 'email.unsubscribed', data: { ...base, ...details } });
    if (suppression.reason === 'hard_bounce' || suppression.reason === 'complaint')
      events.push({
        type: 'email.bounced',
        data: { ...base, kind: suppression.reason === 'complaint' ? 'complaint' : 'hard', ...details },
      });
    return events;
  }
}
