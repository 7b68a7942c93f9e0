import { isIP } from 'node:net';
import { describe, forbiddenAddressReason, hostOf, type TargetPolicy, urlIssues } from './target-policy';
import type { HostResolver } from './webhooks.ports';

/**
 * The rules of a target URL, including where its host resolves now. A name that does not resolve is
 * accepted at creation (DNS may not be set up yet; the worker checks again at every delivery), one
 * that resolves to a forbidden address is not.
 */
export async function targetIssues(
  raw: string,
  policy: TargetPolicy,
  resolver: HostResolver,
): Promise<string[]> {
  const issues = urlIssues(raw, policy);
  if (issues.length) return issues;
  const host = hostOf(new URL(raw));
  if (isIP(host)) return [];
  let addresses: string[];
  try {
    addresses = await resolver.resolve(host);
  } catch {
    return [];
  }
  for (const address of addresses) {
    const reason = forbiddenAddressReason(address, policy);
    if (reason) return [`url must not point to ${describe(reason)}`];
  }
  return [];
}
