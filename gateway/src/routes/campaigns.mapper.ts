import {
  AUDIENCE_TYPE_OF,
  AUDIENCE_TYPES,
  audienceIdsProblems,
  audienceSegmentProblems,
  CAMPAIGN_LIMITS,
  type Input,
  type Output,
} from '@rapport/contracts';
import { z } from 'zod';

/** The Campaign record of api-decisions; the audience carries only the id list of its type. */
export const CampaignRecord = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.string(),
  audience: z.object({
    type: z.enum(AUDIENCE_TYPES),
    tagIds: z.array(z.string()).optional().meta({ description: 'Only for type tags' }),
    contactIds: z.array(z.string()).optional().meta({ description: 'Only for type people' }),
    segmentId: z.string().optional().meta({ description: 'Only for type segment' }),
  }),
  status: z.enum(['draft', 'sending', 'sent', 'failed']).meta({
    description:
      'draft until sent; sending while recipients are being delivered; sent once every recipient is done (failed when every delivery failed)',
  }),
  stats: z
    .object({
      recipients: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int().meta({ description: 'People without an email address' }),
      unknown: z.number().int().meta({
        description:
          'Emails whose delivery outcome is unknown (a worker stopped between handing them to the provider and recording the answer); never re-sent',
      }),
      suppressed: z.number().int().meta({
        description: "People whose address is on the organization's suppression list: not sent to",
      }),
    })
    .meta({ description: 'Counted from the recipients; final once the campaign is sent or failed' }),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable().meta({ description: 'When the last recipient was done; null until then' }),
});
export type CampaignRecord = z.infer<typeof CampaignRecord>;

// Request body, with the rules of @rapport/contracts campaigns.rules (the email service checks them too).
const idList = (field: 'tagIds' | 'contactIds', description: string) =>
  z
    .array(z.string({ error: `each value in audience.${field} must be a string` }), {
      error: (issue) => (issue.code === 'invalid_type' ? `audience.${field} must be an array` : undefined),
    })
    .max(CAMPAIGN_LIMITS[field])
    .optional()
    .meta({ description });

const Audience = z
  .object({
    type: z.enum(AUDIENCE_TYPES).meta({
      description:
        'all: every person; tags: people holding any of tagIds; people: the people of contactIds; segment: the members of segmentId when the campaign is sent',
    }),
    tagIds: idList('tagIds', `Tags of the organization (type tags, 1 to ${CAMPAIGN_LIMITS.tagIds})`),
    contactIds: idList(
      'contactIds',
      `People of the organization (type people, 1 to ${CAMPAIGN_LIMITS.contactIds})`,
    ),
    segmentId: z
      .string({ error: 'audience.segmentId must be a string' })
      .optional()
      .meta({ description: 'A segment of the organization (type segment)' }),
  })
  .strict()
  .superRefine((audience, ctx) => {
    for (const field of Object.keys(AUDIENCE_TYPE_OF) as (keyof typeof AUDIENCE_TYPE_OF)[]) {
      for (const message of audienceIdsProblems(audience.type, field, audience[field])) {
        ctx.addIssue({ code: 'custom', message });
      }
    }
    for (const message of audienceSegmentProblems(audience.type, audience.segmentId)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });

export const CreateCampaignBody = z
  .object({
    name: z.string().trim().min(1).max(CAMPAIGN_LIMITS.name),
    templateId: z.string().min(1).meta({ description: 'A template of the organization' }),
    audience: Audience,
  })
  .strict();
export type CreateCampaignBody = z.infer<typeof CreateCampaignBody>;

const STATUS = {
  CAMPAIGN_STATUS_DRAFT: 'draft',
  CAMPAIGN_STATUS_SENDING: 'sending',
  CAMPAIGN_STATUS_SENT: 'sent',
  CAMPAIGN_STATUS_FAILED: 'failed',
} as const;
const AUDIENCE = {
  AUDIENCE_TYPE_ALL: 'all',
  AUDIENCE_TYPE_TAGS: 'tags',
  AUDIENCE_TYPE_PEOPLE: 'people',
  AUDIENCE_TYPE_SEGMENT: 'segment',
} as const;
const AUDIENCE_TO_PROTO = {
  all: 'AUDIENCE_TYPE_ALL',
  tags: 'AUDIENCE_TYPE_TAGS',
  people: 'AUDIENCE_TYPE_PEOPLE',
  segment: 'AUDIENCE_TYPE_SEGMENT',
} as const;

export function toCampaignRecord(campaign: Output<'email', 'Campaign'>): CampaignRecord {
  const status = STATUS[campaign.status as keyof typeof STATUS];
  const audience = campaign.audience;
  const type = AUDIENCE[audience?.type as keyof typeof AUDIENCE];
  if (!status || !type || !audience)
    throw new Error(`unknown campaign status or audience ${campaign.status}`);
  const stats = campaign.stats ?? {
    recipients: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
    unknown: 0,
    suppressed: 0,
  };
  return {
    id: campaign.id,
    name: campaign.name,
    templateId: campaign.templateId,
    audience: {
      type,
      ...(type === 'tags' ? { tagIds: audience.tagIds } : {}),
      ...(type === 'people' ? { contactIds: audience.contactIds } : {}),
      ...(type === 'segment' ? { segmentId: audience.segmentId ?? '' } : {}),
    },
    status,
    stats: {
      recipients: stats.recipients,
      sent: stats.sent,
      failed: stats.failed,
      skipped: stats.skipped,
      unknown: stats.unknown,
      suppressed: stats.suppressed ?? 0,
    },
    createdAt: campaign.createdAt,
    updatedAt: campaign.updatedAt,
    sentAt: campaign.sentAt ?? null,
  };
}

export function toAudienceMessage(
  audience: CreateCampaignBody['audience'],
): Input<'email', 'CampaignAudience'> {
  return {
    type: AUDIENCE_TO_PROTO[audience.type],
    tagIds: audience.tagIds ?? [],
    contactIds: audience.contactIds ?? [],
    ...(audience.segmentId !== undefined ? { segmentId: audience.segmentId } : {}),
  };
}

/** A new campaign as the service takes it. */
export function toNewCampaign(body: CreateCampaignBody) {
  return { name: body.name, templateId: body.templateId, audience: toAudienceMessage(body.audience) };
}

export const CampaignPreviewRecord = z.object({
  matched: z.number().int().meta({ description: 'People of the audience' }),
  skipped: z.number().int().meta({ description: 'People without an email address' }),
  suppressed: z
    .object({
      total: z.number().int(),
      unsubscribed: z.number().int(),
      hard_bounce: z.number().int(),
      complaint: z.number().int(),
      manual: z.number().int(),
    })
    .meta({ description: 'People whose address is on the suppression list, by reason' }),
  willSend: z.number().int().meta({
    description: 'matched - skipped - suppressed.total: what a send now hands to the provider',
  }),
  sample: z
    .array(
      z.object({
        contactId: z.string(),
        to: z.string(),
        subject: z.string(),
        html: z.string(),
        text: z.string().nullable(),
        error: z
          .string()
          .nullable()
          .meta({ description: 'Why this email cannot be rendered (it would fail)' }),
      }),
    )
    .meta({ description: 'The first few people to be sent to (at most 5), their emails rendered' }),
});
export type CampaignPreviewRecord = z.infer<typeof CampaignPreviewRecord>;

export function toCampaignPreviewRecord(
  preview: Output<'email', 'PreviewCampaignResponse'>,
): CampaignPreviewRecord {
  const s = preview.suppressed;
  return {
    matched: preview.matched,
    skipped: preview.skipped,
    suppressed: {
      total: s?.total ?? 0,
      unsubscribed: s?.unsubscribed ?? 0,
      hard_bounce: s?.hardBounce ?? 0,
      complaint: s?.complaint ?? 0,
      manual: s?.manual ?? 0,
    },
    willSend: preview.willSend,
    sample: preview.sample.map((r) => ({
      contactId: r.contactId,
      to: r.to,
      subject: r.subject,
      html: r.html,
      text: r.text ?? null,
      error: r.error ?? null,
    })),
  };
}
