import {
  AUDIENCE_TYPES,
  type AudienceType,
  audienceIdsProblems,
  audienceSegmentProblems,
  CAMPAIGN_LIMITS,
} from '@rapport/contracts';
import type { Audience } from './campaign.types';

export { CAMPAIGN_LIMITS } from '@rapport/contracts';

export interface CampaignInput {
  name: string;
  templateId: string;
  /** `type` as the caller gave it; arrays may be empty (absent). */
  audience: { type: string; tagIds: string[]; contactIds: string[]; segmentId?: string };
}

/**
 * Rules that need no lookup, one message per broken rule: the name, the audience type and the id
 * list that goes with it (and only that one).
 */
export function campaignShapeProblems(input: CampaignInput): string[] {
  const problems: string[] = [];
  const name = input.name.trim();
  if (!name) problems.push('name should not be empty');
  else if (name.includes('\u0000')) problems.push('name must not contain the NUL character (\\u0000)');
  else if (name.length > CAMPAIGN_LIMITS.name) {
    problems.push(`name must be at most ${CAMPAIGN_LIMITS.name} characters`);
  }
  if (!input.templateId) problems.push('templateId should not be empty');
  const { type: given, tagIds, contactIds, segmentId } = input.audience;
  if (!(AUDIENCE_TYPES as readonly string[]).includes(given)) {
    problems.push(`audience.type must be one of the following values: ${AUDIENCE_TYPES.join(', ')}`);
    return problems;
  }
  const type = given as AudienceType;
  problems.push(...audienceSegmentProblems(type, segmentId));
  for (const field of ['tagIds', 'contactIds'] as const) {
    // Over gRPC an absent list and an empty one look the same.
    const ids = field === 'tagIds' ? tagIds : contactIds;
    problems.push(...audienceIdsProblems(type, field, ids.length ? ids : undefined));
  }
  return problems;
}

/** The audience of an input that passed campaignShapeProblems. */
export function toAudience(audience: CampaignInput['audience']): Audience {
  switch (audience.type) {
    case 'tags':
      return { type: 'tags', tagIds: audience.tagIds };
    case 'people':
      return { type: 'people', contactIds: audience.contactIds };
    case 'segment':
      return { type: 'segment', segmentId: audience.segmentId! };
    default:
      return { type: 'all' };
  }
}

/** "audience.tagIds must contain only ids of tags of the organization (unknown: a, b, …)". */
export function unknownIdsProblem(field: 'tagIds' | 'contactIds', unknown: string[]): string {
  const what = field === 'tagIds' ? 'tags' : 'people';
  const shown = unknown.slice(0, 10).join(', ');
  const more = unknown.length > 10 ? `, and ${unknown.length - 10} more` : '';
  return `audience.${field} must contain only ids of ${what} of the organization (unknown: ${shown}${more})`;
}
