import type { AttemptStore } from '@rapport/platform';
import type { MessageRepository, StatusEventRepository, WindowRepository } from './messaging.ports';
import type { SendOutcome } from './messaging.types';

/**
 * Deleting a person removes everything that references it (api-decisions): its messages, and with
 * them their send attempts and provider status reports, and its windows. Idempotent: a redelivered event finds nothing.
 */
export async function deleteContactMessages(
  repos: {
    messages: MessageRepository;
    attempts: AttemptStore<SendOutcome>;
    statusEvents: StatusEventRepository;
    windows: WindowRepository;
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
  await repos.windows.deleteByContact(organizationId, contactId);
  return deleted.length;
}
