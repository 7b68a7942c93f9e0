import { promises as dns, type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { forbiddenAddressReason, type TargetPolicy } from '../domain/target-policy';
import type { HostResolver } from '../domain/webhooks.ports';

/** Thrown (through the socket) when a host resolves to an address the policy forbids. */
export class ForbiddenTargetError extends Error {
  readonly code = 'ERR_FORBIDDEN_TARGET';
}

/**
 * A `lookup` for sockets that resolves as usual, refuses the connection when any address of the host
 * is forbidden, and connects to the addresses it checked: DNS answers cannot change between the check
 * and the connection (rebinding).
 */
export function safeLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      for (const { address } of addresses) {
        const reason = forbiddenAddressReason(address, policy);
        if (reason) return callback(new ForbiddenTargetError(`refused: ${reason}`), '', 0);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      }
      const first = addresses[0];
      if (!first) return callback(new ForbiddenTargetError(`${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/** The operating system's resolver, bounded in time (the API checks a new URL's host with it). */
export function systemResolver(timeoutMs: number): HostResolver {
  return {
    resolve: async (host) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no DNS answer for ${host} in ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        const answers = await Promise.race([dns.lookup(host, { all: true }), timeout]);
        return answers.map((answer) => answer.address);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
