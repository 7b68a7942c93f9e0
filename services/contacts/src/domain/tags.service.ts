import { COLOR_MESSAGE, HEX_COLOR, TAG_LIMITS } from '@rapport/contracts';
import { conflict, invalid, newId } from '@rapport/platform';
import { type TagsRepository, UniqueKeyTaken } from './contacts.ports';
import { DEFAULT_TAG_COLOR, type Tag } from './contacts.types';
import { hasNul, nulMessage } from './person.rules';

const MAX_TAG_NAME_LENGTH = TAG_LIMITS.name;

/** Tag names are unique per organization, compared case-insensitively after trimming. */
export const tagNameKey = (name: string) => name.trim().toLowerCase();

export class TagsService {
  constructor(private readonly tags: TagsRepository) {}

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
    try {
      await this.tags.insert(tag);
    } catch (err) {
      if (err instanceof UniqueKeyTaken) throw conflict(`a tag named "${name}" already exists`);
      throw err;
    }
    return tag;
  }
}
