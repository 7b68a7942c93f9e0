import type { ServiceHandlers } from '@rapport/contracts';
import { DomainError, invalid, type Logger, toGrpcError, unaryHandler } from '@rapport/platform';
import type { ChannelPeople } from '../domain/channel-people';
import type { PeopleService } from '../domain/people.service';
import type { TagsService } from '../domain/tags.service';
import { toPersonMessage, toPersonPatch, toTagMessage } from './contacts.mapper';
import { toUpsertPersonResponse, upsertPeopleHandler } from './upsert-people.handlers';

/** Every RPC names its organization; an empty one is a caller bug, never "all organizations". */
function org(organizationId: string): string {
  if (!organizationId) throw invalid(['organizationId should not be empty']);
  return organizationId;
}

export function contactsHandlers(
  services: { people: PeopleService; tags: TagsService; channelPeople: ChannelPeople },
  logger: Logger,
): ServiceHandlers<'contacts'> {
  const { people, tags, channelPeople } = services;
  return {
    ListPeople: unaryHandler(logger, async (req) => {
      const page = await people.list(org(req.organizationId), {
        cursor: req.cursor,
        limit: req.limit,
        email: req.email,
        phone: req.phone,
        companyId: req.companyId,
        tagIds: req.tagIds,
      });
      return { data: page.data.map(toPersonMessage), nextCursor: page.nextCursor };
    }),
    StreamPeople: (call) => {
      const req = call.request;
      const pages = async () => {
        const stream = people.stream(org(req.organizationId), {
          pageSize: req.pageSize,
          tagIds: req.tagIds,
          afterId: req.afterId,
        });
        for await (const page of stream) {
          if (call.cancelled) return;
          // Back-pressure: a slow reader holds the cursor, not this process's memory.
          if (!call.write({ data: page.map(toPersonMessage), nextCursor: '' })) {
            await new Promise((resolve) => call.once('drain', resolve));
          }
        }
      };
      pages().then(
        () => call.end(),
        (err: unknown) => {
          if (!(err instanceof DomainError))
            logger.error({ err, path: call.getPath() }, 'StreamPeople failed');
          call.emit('error', toGrpcError(err));
        },
      );
    },
    GetPerson: unaryHandler(logger, async (req) => ({
      person: toPersonMessage(await people.get(org(req.organizationId), req.id)),
    })),
    UpsertPerson: unaryHandler(logger, async (req) => {
      const result = await people.upsert(org(req.organizationId), toPersonPatch(req.fields), req.tagIds);
      return toUpsertPersonResponse(result);
    }),
    UpsertPeople: upsertPeopleHandler(people, logger),
    UpdatePerson: unaryHandler(logger, async (req) => ({
      person: toPersonMessage(
        await people.update(org(req.organizationId), req.id, toPersonPatch(req.fields)),
      ),
    })),
    DeletePerson: unaryHandler(logger, async (req) => {
      await people.delete(org(req.organizationId), req.id);
      return {};
    }),
    AttachTags: unaryHandler(logger, async (req) => ({
      person: toPersonMessage(await people.attachTags(org(req.organizationId), req.personId, req.tagIds)),
    })),
    DetachTag: unaryHandler(logger, async (req) => ({
      person: toPersonMessage(await people.detachTag(org(req.organizationId), req.personId, req.tagId)),
    })),
    ListTags: unaryHandler(logger, async (req) => ({
      data: (await tags.list(org(req.organizationId))).map(toTagMessage),
    })),
    CreateTag: unaryHandler(logger, async (req) => ({
      tag: toTagMessage(await tags.create(org(req.organizationId), { name: req.name, color: req.color })),
    })),
    FindOrCreatePersonByChannel: unaryHandler(logger, async (req) => {
      const result = await channelPeople.findOrCreate(org(req.organizationId), {
        channel: req.channel,
        channelUserId: req.channelUserId,
        phone: req.phone,
        name: req.name,
      });
      return { person: toPersonMessage(result.person), created: result.created };
    }),
  };
}
