import type { AttemptStore } from '@rapport/platform';
import type { MessageRepository, StatusEventRepository } from './messaging.ports';
import type { SendOutcome } from './messaging.types';

/**
 * Deleting a person removes everything that references it (api-decisions): its messages, and with
 * them their send attempts and provider status reports. Idempotent: a redelivered event finds nothing.
 */
export async function deleteContactMessages(
  repos: {
    messages: MessageRepository;
    attempts: AttemptStore<SendOutcome>;
    statusEvents: StatusEventRepository;
  },
  organizationId: string,
  contactId: string,
): Promise<number> {
  const deleted = await repos.messages.deleteByContact(organizationId, contactId);
  await repos.attempts.deleteSubjects(deleted.map((m) => m.id));
  const byAccount = new Map<string, string[]>();
  for (const message of deleted) {
    if (!message.providerMessageId) continue;
    byAccount.set(message.accountId, [
      ...(byAccount.get(message.accountId) ?? []),
      message.providerMessageId,
    ]);
  }
  for (const [accountId, ids] of byAccount)
    await repos.statusEvents.deleteFor(organizationId, accountId, ids);
  return deleted.length;
}
