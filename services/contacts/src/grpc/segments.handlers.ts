import type { Input, ServiceHandlers } from '@rapport/contracts';
import { fromStruct, type Logger, type ProtoStruct, scopedHandler, toStruct } from '@rapport/platform';
import type { Segment } from '../domain/segment.types';
import type { SegmentInput, SegmentsService } from '../domain/segments.service';
import { toPersonMessage } from './contacts.mapper';

type SegmentRpcs =
  | 'CreateSegment'
  | 'GetSegment'
  | 'ListSegments'
  | 'UpdateSegment'
  | 'DeleteSegment'
  | 'ListSegmentPeople'
  | 'CountSegment';

/** A members page answers by this share of the time left before the caller's deadline. */
const PAGE_SHARE_OF_DEADLINE = 0.7;

export function toSegmentMessage(segment: Segment): Input<'contacts', 'Segment'> {
  return {
    id: segment.id,
    name: segment.name,
    filter: toStruct(segment.filter as unknown as Record<string, unknown>) as Input<
      'contacts',
      'Segment'
    >['filter'],
    createdAt: segment.createdAt.toISOString(),
    updatedAt: segment.updatedAt.toISOString(),
  };
}

/** A request's name and filter; an absent Struct is no filter (create then names it missing). */
function toSegmentInput(req: { name?: string; filter?: unknown }): SegmentInput {
  return {
    ...(req.name !== undefined ? { name: req.name } : {}),
    ...(req.filter ? { filter: fromStruct(req.filter as ProtoStruct) } : {}),
  };
}

/** When a page should answer: a share of the time left before the call's deadline. */
function stopAtOf(deadline: Date | number): number {
  const at = deadline instanceof Date ? deadline.getTime() : deadline;
  if (!Number.isFinite(at)) return Number.POSITIVE_INFINITY;
  const now = Date.now();
  return now + Math.max(0, at - now) * PAGE_SHARE_OF_DEADLINE;
}

export function segmentsHandlers(
  segments: SegmentsService,
  logger: Logger,
): Pick<ServiceHandlers<'contacts'>, SegmentRpcs> {
  return {
    CreateSegment: scopedHandler(logger, async (organizationId, req) => ({
      segment: toSegmentMessage(await segments.create(organizationId, toSegmentInput(req))),
    })),
    GetSegment: scopedHandler(logger, async (organizationId, req) => ({
      segment: toSegmentMessage(await segments.get(organizationId, req.id)),
    })),
    ListSegments: scopedHandler(logger, async (organizationId, req) => {
      const page = await segments.list(organizationId, { cursor: req.cursor, limit: req.limit });
      return { data: page.data.map(toSegmentMessage), nextCursor: page.nextCursor };
    }),
    UpdateSegment: scopedHandler(logger, async (organizationId, req) => ({
      segment: toSegmentMessage(await segments.update(organizationId, req.id, toSegmentInput(req))),
    })),
    DeleteSegment: scopedHandler(logger, async (organizationId, req) => {
      await segments.delete(organizationId, req.id);
      return {};
    }),
    ListSegmentPeople: scopedHandler(logger, async (organizationId, req, call) => {
      const page = await segments.members(
        organizationId,
        req.id,
        { cursor: req.cursor, limit: req.limit },
        stopAtOf(call.getDeadline()),
      );
      return { data: page.data.map(toPersonMessage), nextCursor: page.nextCursor };
    }),
    CountSegment: scopedHandler(logger, async (organizationId, req, _call, signal) => ({
      count: await segments.count(organizationId, req.id, signal),
    })),
  };
}
