import { invalid, newId } from '@rapport/platform';
import { UniqueKeyTaken } from './contacts.ports';
import type { PersonView } from './contacts.types';
import {
  CHANNEL_MESSAGE,
  hasNul,
  isChannel,
  MAX_NAME_LENGTH,
  normalizePhone,
  nulMessage,
} from './person.rules';
import { type ContactsDeps, PersonWriter } from './person-writer';

const MAX_ROUNDS = 20;
/** A claim whose person does not exist after this long was left by a crash: it is taken over. */
const STALE_CLAIM_MS = 5_000;
const CLAIM_WAIT_MS = 100;

export interface ChannelSender {
  channel: string;
  channelUserId: string;
  phone?: string;
  name?: string;
}

/**
 * Inbound chat messages: finds the person behind a channel user id, else by phone, else creates one.
 * The channel identity is a claim in a unique index, so concurrent messages of a new sender create
 * one person.
 */
export class ChannelPeople {
  private readonly writer: PersonWriter;

  constructor(private readonly deps: ContactsDeps) {
    this.writer = new PersonWriter(deps);
  }

  async findOrCreate(
    organizationId: string,
    sender: ChannelSender,
  ): Promise<{ person: PersonView; created: boolean }> {
    const { channel } = sender;
    const channelUserId = sender.channelUserId.trim();
    const messages = [];
    if (!isChannel(channel)) messages.push(CHANNEL_MESSAGE);
    if (!channelUserId) messages.push('channelUserId should not be empty');
    else if (hasNul(channelUserId)) messages.push(nulMessage('channelUserId'));
    if (messages.length || !isChannel(channel)) throw invalid(messages);
    // A WhatsApp user id is the phone number; an unusable phone is ignored, not an error.
    const phone = normalizePhone(sender.phone ?? (channel === 'whatsapp' ? channelUserId : '')) ?? null;
    const given = sender.name?.replaceAll('\u0000', '').trim();
    const name = (given || phone || `${channel} ${channelUserId}`).slice(0, MAX_NAME_LENGTH);

    for (let round = 0; round < MAX_ROUNDS; round++) {
      const claim = await this.deps.identities.find(organizationId, channel, channelUserId);
      if (claim) {
        const person = await this.deps.people.findById(organizationId, claim.personId);
        if (person) return { person: await this.deps.views.one(person), created: false };
        if (Date.now() - claim.createdAt.getTime() > STALE_CLAIM_MS) {
          await this.deps.identities.deleteById(organizationId, claim.id);
        } else {
          await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS)); // its person is being created
        }
        continue;
      }
      const known = phone ? await this.deps.people.findByKey(organizationId, 'phone', phone) : null;
      const claimId = newId();
      const personId = known?.id ?? newId();
      try {
        await this.deps.identities.insert({
          id: claimId,
          organizationId,
          channel,
          channelUserId,
          personId,
          createdAt: new Date(),
        });
      } catch (err) {
        if (err instanceof UniqueKeyTaken) continue; // another message of this sender won
        throw err;
      }
      if (known) return { person: await this.deps.views.one(known), created: false };
      const created = await this.writer.tryCreate(organizationId, { name, phone, channel }, [], personId);
      if (created) return { person: created, created: true };
      // The phone was taken meanwhile: drop the claim and find that person on the next round.
      await this.deps.identities.deleteById(organizationId, claimId);
    }
    throw new Error(`findOrCreate by channel did not settle after ${MAX_ROUNDS} rounds`);
  }
}
