import type { IncomingMessage } from 'node:http';

/**
 * Requests per client address in fixed one-minute windows, in this process's memory. The map is
 * dropped whenever a window ends, so it holds at most the addresses of one minute. Each messaging
 * instance counts on its own: with N instances an address gets up to N times the limit.
 */
export class AddressLimiter {
  private counts = new Map<string, number>();
  private windowEndsAt = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; null when it is allowed, else the seconds until the window ends. */
  take(address: string): number | null {
    if (this.perMinute <= 0) return null;
    const now = this.now();
    if (now >= this.windowEndsAt) {
      this.counts = new Map();
      this.windowEndsAt = now + 60_000;
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count > this.perMinute ? Math.ceil((this.windowEndsAt - now) / 1000) : null;
  }
}

/**
 * The address the request came from. This server is reached only through the gateway, whose proxy
 * appends the address it saw to X-Forwarded-For: the last hop is that one (earlier hops are the
 * client's to write, so they are not trusted). Without the header, the socket's peer.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = list[list.length - 1]?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}
