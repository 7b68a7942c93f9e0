import type { ServiceHandlers } from '@rapport/contracts';
import { DomainError, type Logger, requireOrganization, scopedHandler, toGrpcError } from '@rapport/platform';
import type { ChannelPeople } from '../domain/channel-people';
import type { PeopleService } from '../domain/people.service';
import type { SegmentsService } from '../domain/segments.service';
import type { TagsService } from '../domain/tags.service';
import { toPersonMessage, toPersonPatch, toTagMessage } from './contacts.mapper';
import { segmentsHandlers } from './segments.handlers';
import { toUpsertPersonResponse, upsertPeopleHandler } from './upsert-people.handlers';

export function contactsHandlers(
  services: {
    people: PeopleService;
    tags: TagsService;
    channelPeople: ChannelPeople;
    segments: SegmentsService;
  },
  logger: Logger,
): ServiceHandlers<'contacts'> {
  const { people, tags, channelPeople, segments } = services;
  return {
    ...segmentsHandlers(segments, logger),
    ListPeople: scopedHandler(logger, async (organizationId, req) => {
      const page = await people.list(organizationId, {
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
        const organizationId = requireOrganization(req.organizationId);
        const query = {
          pageSize: req.pageSize,
          tagIds: req.tagIds,
          afterId: req.afterId,
          newestFirst: req.newestFirst,
        };
        // A segment's members come newest first (its source's walk); after_id resumes below it.
        const stream =
          req.segmentId !== undefined
            ? segments.stream(organizationId, req.segmentId, query)
            : people.stream(organizationId, query);
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
    GetPerson: scopedHandler(logger, async (organizationId, req) => ({
      person: toPersonMessage(await people.get(organizationId, req.id)),
    })),
    UpsertPerson: scopedHandler(logger, async (organizationId, req) => {
      const result = await people.upsert(organizationId, toPersonPatch(req.fields), req.tagIds);
      return toUpsertPersonResponse(result);
    }),
    UpsertPeople: upsertPeopleHandler(people, logger),
    UpdatePerson: scopedHandler(logger, async (organizationId, req) => ({
      person: toPersonMessage(await people.update(organizationId, req.id, toPersonPatch(req.fields))),
    })),
    DeletePerson: scopedHandler(logger, async (organizationId, req) => {
      await people.delete(organizationId, req.id);
      return {};
    }),
    AttachTags: scopedHandler(logger, async (organizationId, req) => ({
      person: toPersonMessage(await people.attachTags(organizationId, req.personId, req.tagIds)),
    })),
    DetachTag: scopedHandler(logger, async (organizationId, req) => ({
      person: toPersonMessage(await people.detachTag(organizationId, req.personId, req.tagId)),
    })),
    ListTags: scopedHandler(logger, async (organizationId) => ({
      data: (await tags.list(organizationId)).map(toTagMessage),
    })),
    CreateTag: scopedHandler(logger, async (organizationId, req) => ({
      tag: toTagMessage(await tags.create(organizationId, { name: req.name, color: req.color })),
    })),
    FindOrCreatePersonByChannel: scopedHandler(logger, async (organizationId, req) => {
      const result = await channelPeople.findOrCreate(organizationId, {
        channel: req.channel,
        channelUserId: req.channelUserId,
        phone: req.phone,
        name: req.name,
      });
      return { person: toPersonMessage(result.person), created: result.created };
    }),
  };
}
