import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ProviderEvent, ProviderNotification } from '@rapport/contracts';
import { DomainError, ErrorCode, invalid } from '@rapport/platform';
import type { EventSecretRepository, NotificationReceipts } from './email.ports';
import type { SuppressionsService } from './suppressions.service';
import type { UnsubscribeClaims } from './unsubscribe-link';

/** How far a notification's signed time may lie from ours (replays older than this are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const DENIED = 'the signature of this notification does not hold';

/**
 * Bounce, complaint and unsubscribe notifications of email providers (issue 28, decision 0026),
 * normalized to one body `{events: [{type, address | token, bounceType?, diagnostic?, messageId?}]}`
 * and signed with the organization's secret: `Rapport-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>">` (the scheme of Rapport's own webhooks). A hard bounce suppresses the address
 * (hard_bounce), a complaint too (complaint); a soft bounce changes nothing. An unsubscribe carries
 * the token of a campaign email's `mailto:` List-Unsubscribe (its subject is `unsubscribe <token>`,
 * the same token as the link's): the mail a recipient sent there, received by the provider's inbound
 * handling, unsubscribes them as the link does. The whole body is checked, tokens included, before
 * anything is written.
 *
 * Each notification is taken once (issue 48): its signature is claimed in the store until its signed
 * time leaves the tolerance, so a replay within the window (a bounce again after the organization
 * removed the address) answers 200 and changes nothing, on whichever replica it arrives.
 */
export class ProviderEventsService {
  constructor(
    private readonly deps: {
      secrets: EventSecretRepository;
      suppressions: SuppressionsService;
      receipts: NotificationReceipts;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** A new secret (the old one stops working); shown once. */
  async rotateSecret(organizationId: string): Promise<{ secret: string; createdAt: string }> {
    const secret = `rpe_${randomBytes(32).toString('hex')}`;
    const createdAt = new Date(this.now());
    await this.deps.secrets.put(organizationId, secret, createdAt);
    return { secret, createdAt: createdAt.toISOString() };
  }

  async record(
    organizationId: string,
    input: { provider: string; body: string; signature: string },
  ): Promise<{ suppressed: number; ignored: number }> {
    const stored = await this.deps.secrets.find(organizationId);
    const signed = stored && signatureOf(stored.secret, input.body, input.signature, this.now());
    if (!signed) throw new DomainError(ErrorCode.PERMISSION_DENIED, DENIED);
    const events = parse(input.body);
    const claims = this.unsubscribes(organizationId, events);
    const { receipts } = this.deps;
    // Claims whose window passed go when the organization notifies again: they never pile up.
    await receipts.prune(organizationId, new Date(this.now()));
    const expiresAt = new Date((signed.t + SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    if (!(await receipts.claim(organizationId, signed.v1, expiresAt))) {
      return { suppressed: 0, ignored: events.length };
    }
    try {
      return await this.apply(organizationId, input.provider, events, claims);
    } catch (err) {
      // Nothing or part of it was written: the provider's retry may take it again (each write is idempotent).
      await receipts.release(organizationId, signed.v1).catch(() => undefined);
      throw err;
    }
  }

  private async apply(
    organizationId: string,
    provider: string,
    events: ProviderEvent[],
    claims: Map<number, UnsubscribeClaims>,
  ): Promise<{ suppressed: number; ignored: number }> {
    let suppressed = 0;
    for (const [i, event] of events.entries()) {
      const unsubscribe = claims.get(i);
      if (unsubscribe) {
        const { changed } = await this.deps.suppressions.unsubscribed(unsubscribe, {
          provider,
          ...(event.messageId ? { messageId: event.messageId } : {}),
        });
        if (changed) suppressed++;
        continue;
      }
      if (event.type === 'bounce' && event.bounceType === 'soft') continue;
      const { changed } = await this.deps.suppressions.suppress(organizationId, {
        address: event.address!,
        reason: event.type === 'complaint' ? 'complaint' : 'hard_bounce',
        source: `provider:${provider}`,
        details: {
          provider,
          ...(event.diagnostic ? { diagnostic: event.diagnostic } : {}),
          ...(event.messageId ? { messageId: event.messageId } : {}),
        },
      });
      if (changed) suppressed++;
    }
    return { suppressed, ignored: events.length - suppressed };
  }

  /** The claims of each unsubscribe's token by event index; INVALID_ARGUMENT naming every bad one. */
  private unsubscribes(organizationId: string, events: ProviderEvent[]): Map<number, UnsubscribeClaims> {
    const claims = new Map<number, UnsubscribeClaims>();
    const problems: string[] = [];
    for (const [i, event] of events.entries()) {
      if (event.type !== 'unsubscribe') continue;
      const found = this.deps.suppressions.verifyUnsubscribe(event.token!);
      if (!found) problems.push(`events.${i}.token: not an unsubscribe token of a Rapport email`);
      else if (found.organizationId !== organizationId)
        problems.push(`events.${i}.token: the token is of another organization`);
      else claims.set(i, found);
    }
    if (problems.length) throw invalid(problems);
    return claims;
  }
}

function parse(body: string): ProviderEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw invalid(['request body is not valid JSON']);
  }
  const result = ProviderNotification.safeParse(json);
  if (!result.success) {
    throw invalid(
      result.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => `property ${key} should not exist`).join('; ')
          : `${issue.path.join('.') || 'body'}: ${issue.message}`,
      ),
    );
  }
  return result.data.events;
}

/** `t=<unix seconds>,v1=<hex>` over `<t>.<body>`, within the tolerance of `nowMs`. */
export function verifySignature(secret: string, body: string, header: string, nowMs: number): boolean {
  return signatureOf(secret, body, header, nowMs) !== null;
}

/** The time and the MAC of a header that holds (as `verifySignature`), or null. */
function signatureOf(
  secret: string,
  body: string,
  header: string,
  nowMs: number,
): { t: number; v1: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  if (Math.abs(nowMs / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return null;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? { t: Number(t), v1 } : null;
}

/** The header a sender computes (tests, and the relay a provider's notifications go through). */
export function signNotification(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}
