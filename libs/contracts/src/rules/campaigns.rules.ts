/** The request rules of an email campaign, shared by the gateway's schema and the email service. */

export const CAMPAIGN_LIMITS = { name: 200, tagIds: 100, contactIds: 100 } as const;

export const AUDIENCE_TYPES = ['all', 'tags', 'people', 'segment'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];
export type AudienceIdField = 'tagIds' | 'contactIds';

/** The audience type each id list belongs to. */
export const AUDIENCE_TYPE_OF = { tagIds: 'tags', contactIds: 'people' } as const;

/**
 * The rules of one id list of an audience of `type`: only the list of that type may be given, and
 * it must hold 1 to the limit of distinct ids. `ids` undefined means the list was not given.
 */
export function audienceIdsProblems(type: AudienceType, field: AudienceIdField, ids?: string[]): string[] {
  const path = `audience.${field}`;
  if (type !== AUDIENCE_TYPE_OF[field]) {
    return ids === undefined
      ? []
      : [`${path} is only allowed when audience.type is ${AUDIENCE_TYPE_OF[field]}`];
  }
  if (!ids?.length) return [`${path} should not be empty`];
  const problems: string[] = [];
  if (ids.length > CAMPAIGN_LIMITS[field]) {
    problems.push(`${path} must contain at most ${CAMPAIGN_LIMITS[field]} items`);
  }
  if (new Set(ids).size !== ids.length) problems.push(`${path} must not contain duplicates`);
  return problems;
}

/**
 * The segment of an audience: required for type segment (a segment of the organization, checked by
 * the email service), refused for the other types. `segmentId` undefined means it was not given.
 */
export function audienceSegmentProblems(type: AudienceType, segmentId?: string): string[] {
  if (type !== 'segment')
    return segmentId === undefined
      ? []
      : ['audience.segmentId is only allowed when audience.type is segment'];
  return segmentId ? [] : ['audience.segmentId should not be empty'];
}
