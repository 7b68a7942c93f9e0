import { COLOR_MESSAGE, HEX_COLOR, TAG_LIMITS } from '@rapport/contracts';
import { conflict, invalid, newId, type Outbox } from '@rapport/platform';
import { type TagsRepository, UniqueKeyTaken } from './contacts.ports';
import { DEFAULT_TAG_COLOR, type Tag } from './contacts.types';
import { hasNul, nulMessage } from './person.rules';

const MAX_TAG_NAME_LENGTH = TAG_LIMITS.name;

/** Tag names are unique per organization, compared case-insensitively after trimming. */
export const tagNameKey = (name: string) => name.trim().toLowerCase();

/**
 * tag.created's data: the REST tag record (also what the relay rebuilds, `tagCreatedData`). A tag is
 * written once, so its version is 1 (decision 0030).
 */
export const tagCreatedData = (tag: Tag) => ({
  tagId: tag.id,
  version: 1,
  tag: {
    id: tag.id,
    name: tag.name,
    color: tag.color,
    createdAt: tag.createdAt.toISOString(),
    updatedAt: tag.updatedAt.toISOString(),
  },
});

/** For the relay: tag.created is true once its tag exists. */
export async function resolveTagCreated(
  tags: Pick<TagsRepository, 'findByIds'>,
  entry: { organizationId: string; ref: Record<string, string> },
): Promise<unknown | null> {
  const [tag] = entry.ref.tagId ? await tags.findByIds(entry.organizationId, [entry.ref.tagId]) : [];
  return tag ? tagCreatedData(tag) : null;
}

export class TagsService {
  constructor(
    private readonly tags: TagsRepository,
    /** tag.created is staged before the insert and published after it (decision 0008). */
    private readonly outbox: Pick<Outbox, 'stage' | 'publish' | 'discard'>,
  ) {}

  /** Every tag of the organization, oldest first. */
  list(organizationId: string): Promise<Tag[]> {
    return this.tags.list(organizationId);
  }

  async create(organizationId: string, input: { name: string; color?: string }): Promise<Tag> {
    const name = input.name.trim();
    const messages: string[] = [];
    if (hasNul(name)) messages.push(nulMessage('name'));
    else if (!name) messages.push('name should not be empty');
    else if (name.length > MAX_TAG_NAME_LENGTH)
      messages.push(`name must be at most ${MAX_TAG_NAME_LENGTH} characters`);
    if (input.color !== undefined && !HEX_COLOR.test(input.color)) messages.push(COLOR_MESSAGE);
    if (messages.length) throw invalid(messages);
    const now = new Date();
    const tag: Tag = {
      id: newId(),
      organizationId,
      name,
      color: input.color ?? DEFAULT_TAG_COLOR,
      createdAt: now,
      updatedAt: now,
    };
    const [event] = await this.outbox.stage({ type: 'tag.created', organizationId, ref: { tagId: tag.id } });
    try {
      await this.tags.insert(tag);
    } catch (err) {
      // Refused: the event is not true. Unknown (the store failed): the relay finds out.
      if (err instanceof UniqueKeyTaken) {
        await this.outbox.discard(event!);
        throw conflict(`a tag named "${name}" already exists`);
      }
      throw err;
    }
    await this.outbox.publish(event!, tagCreatedData(tag));
    return tag;
  }
}
