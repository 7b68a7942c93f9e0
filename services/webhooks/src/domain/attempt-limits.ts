export interface AttemptLimitSettings {
  /** Attempts of one organization in flight at once (in one worker). */
  perOrganization: number;
  /** Attempts to one target origin (`scheme://host:port`) in flight at once, whatever the organization. */
  perTarget: number;
}

/**
 * Counts the attempts a worker has in flight per organization and per target origin, so that one
 * organization, or one slow receiver, can hold only its share of the worker's slots. In memory and
 * per worker: a job over a limit is not made to wait here (it would still hold a slot) but is given
 * back to the broker for later (DeliveryService).
 */
export class AttemptLimits {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly settings: AttemptLimitSettings) {}

  /** Whether the organization, and the target when known, have room (before any record is read). */
  hasRoom(organizationId: string, target?: string): boolean {
    if (this.count(organizationKey(organizationId)) >= this.settings.perOrganization) return false;
    return target === undefined || this.count(targetKey(target)) < this.settings.perTarget;
  }

  /** Takes one slot of the organization and one of the URL's origin; null when either is full. */
  tryStart(organizationId: string, url: string): (() => void) | null {
    const keys = [organizationKey(organizationId), targetKey(url)] as const;
    if (this.count(keys[0]) >= this.settings.perOrganization) return null;
    if (this.count(keys[1]) >= this.settings.perTarget) return null;
    for (const key of keys) this.inFlight.set(key, this.count(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = this.count(key) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
      }
    };
  }

  private count(key: string): number {
    return this.inFlight.get(key) ?? 0;
  }
}

const organizationKey = (organizationId: string) => `org:${organizationId}`;

/** The origin of a URL: `https://HOOKS.example.com:443/a` and `https://hooks.example.com/b` are one target. */
export function targetOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

const targetKey = (url: string) => `target:${targetOf(url)}`;
