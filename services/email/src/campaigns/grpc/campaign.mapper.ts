import type { Input, Output } from '@rapport/contracts';
import type { CampaignInput } from '../domain/campaign.rules';
import type { Audience, Campaign, CampaignStatus } from '../domain/campaign.types';
import { NO_STATS } from '../domain/campaigns.service';

type CampaignMessage = Input<'email', 'Campaign'>;

const STATUS_TO_PROTO = {
  draft: 'CAMPAIGN_STATUS_DRAFT',
  sending: 'CAMPAIGN_STATUS_SENDING',
  sent: 'CAMPAIGN_STATUS_SENT',
  failed: 'CAMPAIGN_STATUS_FAILED',
} as const satisfies Record<CampaignStatus, string>;

const AUDIENCE_TO_PROTO = {
  all: 'AUDIENCE_TYPE_ALL',
  tags: 'AUDIENCE_TYPE_TAGS',
  people: 'AUDIENCE_TYPE_PEOPLE',
  segment: 'AUDIENCE_TYPE_SEGMENT',
} as const satisfies Record<Audience['type'], string>;

/** An unspecified (or unknown) type stays as given, so the domain's rule names it. */
const AUDIENCE_FROM_PROTO: Record<string, string> = {
  AUDIENCE_TYPE_ALL: 'all',
  AUDIENCE_TYPE_TAGS: 'tags',
  AUDIENCE_TYPE_PEOPLE: 'people',
  AUDIENCE_TYPE_SEGMENT: 'segment',
};

export function toCampaignMessage(campaign: Campaign): CampaignMessage {
  const { audience } = campaign;
  return {
    id: campaign.id,
    organizationId: campaign.organizationId,
    name: campaign.name,
    templateId: campaign.templateId,
    audience: {
      type: AUDIENCE_TO_PROTO[audience.type],
      tagIds: audience.type === 'tags' ? audience.tagIds : [],
      contactIds: audience.type === 'people' ? audience.contactIds : [],
      ...(audience.type === 'segment' ? { segmentId: audience.segmentId } : {}),
    },
    status: STATUS_TO_PROTO[campaign.status],
    stats: campaign.stats ?? NO_STATS,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    sentAt: campaign.sentAt?.toISOString(),
  };
}

export function campaignInputOf(req: {
  name: string;
  templateId: string;
  audience: Output<'email', 'CampaignAudience'> | null;
}): CampaignInput {
  const audience = req.audience;
  return {
    name: req.name,
    templateId: req.templateId,
    audience: {
      type: AUDIENCE_FROM_PROTO[audience?.type ?? ''] ?? 'unspecified',
      tagIds: audience?.tagIds ?? [],
      contactIds: audience?.contactIds ?? [],
      ...(audience?.segmentId !== undefined ? { segmentId: audience.segmentId } : {}),
    },
  };
}
