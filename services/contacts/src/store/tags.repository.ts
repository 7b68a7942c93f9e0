import { isDuplicateKey } from '@rapport/platform';
import { insertAll, partitionsOf, scopeOf } from '@rapport/platform/mongo';
import { type TagLink, type TagsRepository, UniqueKeyTaken } from '../domain/contacts.ports';
import type { Tag } from '../domain/contacts.types';
import { tagNameKey } from '../domain/tags.service';
import type { ContactsModels, TagDoc, TagLinkDoc } from './contacts.models';

const toTag = ({ _id, nameKey: _key, ...rest }: TagDoc): Tag => ({ id: _id, ...rest });
const toLink = ({ _id, slots: _slots, ...rest }: TagLinkDoc): TagLink => ({ id: _id, ...rest });

export class MongoTagsRepository implements TagsRepository {
  constructor(private readonly models: ContactsModels) {}

  async list(organizationId: string): Promise<Tag[]> {
    const docs = await this.models.Tags.find({ organizationId }).sort({ _id: 1 }).lean<TagDoc[]>();
    return docs.map(toTag);
  }

  async findByIds(organizationId: string, ids: string[]): Promise<Tag[]> {
    if (!ids.length) return [];
    const docs = await this.models.Tags.find({ organizationId, _id: { $in: ids } }).lean<TagDoc[]>();
    return docs.map(toTag);
  }

  async insert({ id, ...tag }: Tag): Promise<void> {
    try {
      await this.models.Tags.create({ _id: id, ...tag, nameKey: tagNameKey(tag.name) });
    } catch (err) {
      if (isDuplicateKey(err)) throw new UniqueKeyTaken();
      throw err;
    }
  }

  async insertLink({ id, ...link }: TagLink): Promise<boolean> {
    // The tag's slot first: a stored link is always reachable by the tag's list (decision 0021).
    await this.models.Slots.ensure(link.organizationId, [scopeOf('tag', link.tagId)], [link.personId]);
    try {
      await this.models.TagLinks.create({ _id: id, ...link, slots: partitionsOf(link.personId) });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async insertLinks(links: TagLink[]): Promise<boolean[]> {
    const first = links[0];
    if (!first) return [];
    // The slots first, as for one link.
    await this.models.Slots.ensureEach(
      first.organizationId,
      links.map((link) => ({ id: link.personId, scopes: [scopeOf('tag', link.tagId)] })),
    );
    const refused = await insertAll(
      this.models.TagLinks,
      links.map(({ id, ...link }) => ({ _id: id, ...link, slots: partitionsOf(link.personId) })),
    );
    return links.map((_link, i) => !refused.has(i));
  }

  async findLink(organizationId: string, linkId: string): Promise<TagLink | null> {
    const doc = await this.models.TagLinks.findOne({ organizationId, _id: linkId }).lean<TagLinkDoc>();
    return doc ? toLink(doc) : null;
  }

  async deleteLink(organizationId: string, personId: string, tagId: string): Promise<boolean> {
    const result = await this.models.TagLinks.deleteOne({ organizationId, personId, tagId });
    return result.deletedCount > 0;
  }

  async linksOf(organizationId: string, personIds: string[]): Promise<TagLink[]> {
    if (!personIds.length) return [];
    const filter =
      personIds.length === 1
        ? { organizationId, personId: personIds[0] }
        : { organizationId, personId: { $in: personIds } };
    const docs = await this.models.TagLinks.find(filter).sort({ _id: 1 }).lean<TagLinkDoc[]>();
    return docs.map(toLink);
  }

  async deleteLinksOf(organizationId: string, personId: string): Promise<string[]> {
    // One delete per link, so the answer names exactly the links this call removed: a detach racing
    // it removes a link once, and only one of the two reports it (the tags' counts, decision 0029).
    const links = await this.linksOf(organizationId, [personId]);
    const removed = await Promise.all(
      links.map(async (link) => {
        const result = await this.models.TagLinks.deleteOne({ organizationId, _id: link.id });
        return result.deletedCount > 0 ? link.tagId : null;
      }),
    );
    return removed.filter((tagId): tagId is string => tagId !== null);
  }
}
