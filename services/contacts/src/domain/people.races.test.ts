import { ErrorCode, MemoryTurnStore, RecordTurns } from '@rapport/platform';
import type { EventIntent, EventOutbox, PendingEvent, TagLink, TagsRepository } from './contacts.ports';
import type { Person, Tag } from './contacts.types';
import { PeopleService } from './people.service';
import type { ContactsDeps } from './person-writer';
import { PersonViews, TagLinker } from './tag-links';

// Decision 0029: a tag's count pairs each link's +1 with one -1, whoever removes the link. These are
// the moments a person is deleted in the middle of an attach or a detach (its stored copy then cannot
// be written), which a test through the API meets only by chance.
const ORG = 'org-1';
const PERSON_ID = '019a0000-0000-7000-8000-000000000001';
const RED: Tag = {
  id: '019a0000-0000-7000-8000-0000000000aa',
  organizationId: ORG,
  name: 'red',
  color: '#ff0000',
  createdAt: new Date(),
} as Tag;

const person: Person = {
  id: PERSON_ID,
  organizationId: ORG,
  name: 'p',
  email: null,
  phone: null,
  externalId: null,
  companyId: null,
  channel: null,
  customFields: {},
  createdAt: new Date(),
  updatedAt: new Date(),
  tags: [],
};

/** `linkGone`: the link this write would remove was removed already (by the person's delete). */
function setup({ links, linkGone }: { links: TagLink[]; linkGone: boolean }) {
  const published: { type: string; data: unknown }[] = [];
  const discarded: string[] = [];
  let n = 0;
  const outbox: EventOutbox = {
    prepare: async (intents: EventIntent[]) =>
      intents.map((intent) => ({ id: `e${++n}`, intent, occurredAt: new Date() }) as PendingEvent),
    publish: async (pending, data) => {
      published.push({ type: pending.intent.type, data });
      return { done: Promise.resolve() };
    },
    discard: async (pending) => void discarded.push(...pending.map((p) => p.intent.type)),
  };
  const tags = {
    findByIds: async () => [RED],
    linksOf: async () => links,
    insertLink: async (link: TagLink) => {
      links.push(link);
      return true;
    },
    deleteLink: async () => !linkGone,
    deleteLinksOf: async () => ['x'],
  } as unknown as TagsRepository;
  const deps = {
    people: {
      findById: async () => person,
      // The person was deleted after the write read it: its stored copy finds no record.
      setTags: async () => null,
      delete: async () => true,
    },
    tags,
    identities: { deleteOf: async () => undefined },
    outbox,
    views: new PersonViews(tags),
    linker: new TagLinker(tags, outbox),
    turns: new RecordTurns(new MemoryTurnStore()),
  } as unknown as ContactsDeps;
  return { service: new PeopleService(deps), published, discarded };
}

describe('people: a delete in the middle of a tag write', () => {
  it('when the delete removed the link an attach just made, then its contact.tag_added goes out (the delete counted the link off)', async () => {
    const { service, published, discarded } = setup({ links: [], linkGone: true });
    await expect(service.attachTags(ORG, PERSON_ID, [RED.id])).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(published.map((e) => e.type)).toEqual(['contact.tag_added']);
    expect(discarded).not.toContain('contact.tag_added');
  });

  it('when the link an attach made is still there, then the attach removes it and its contact.tag_added is dropped', async () => {
    const { service, published, discarded } = setup({ links: [], linkGone: false });
    await expect(service.attachTags(ORG, PERSON_ID, [RED.id])).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(published).toEqual([]);
    expect(discarded).toContain('contact.tag_added');
  });

  it('when a detach removed the link and then finds the person gone, then its contact.tag_removed still goes out', async () => {
    const link = { id: 'l1', organizationId: ORG, personId: PERSON_ID, tagId: RED.id, createdAt: new Date() };
    const { service, published } = setup({ links: [link], linkGone: false });
    await expect(service.detachTag(ORG, PERSON_ID, RED.id)).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(published.map((e) => e.type)).toEqual(['contact.tag_removed']);
  });

  it('when a person is deleted, then contact.deleted names the tags whose links that delete removed', async () => {
    const { service, published } = setup({ links: [], linkGone: false });
    await service.delete(ORG, PERSON_ID);
    expect(published).toEqual([
      { type: 'contact.deleted', data: expect.objectContaining({ tagIds: ['x'] }) },
    ]);
  });
});
