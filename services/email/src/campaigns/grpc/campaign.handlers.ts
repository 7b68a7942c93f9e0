import type { ServiceHandlers } from '@rapport/contracts';
import { type Logger, scopedHandler } from '@rapport/platform';
import type { CampaignPreviewService } from '../domain/campaign-preview.service';
import type { CampaignsService } from '../domain/campaigns.service';
import { campaignInputOf, toCampaignMessage } from './campaign.mapper';

type CampaignHandlers = Pick<
  ServiceHandlers<'email'>,
  'CreateCampaign' | 'ListCampaigns' | 'GetCampaign' | 'SendCampaign' | 'PreviewCampaign'
>;

export function campaignHandlers(
  campaigns: CampaignsService,
  previews: CampaignPreviewService,
  logger: Logger,
): CampaignHandlers {
  return {
    CreateCampaign: scopedHandler(logger, async (organizationId, req) => ({
      campaign: toCampaignMessage(await campaigns.create(organizationId, campaignInputOf(req))),
    })),
    ListCampaigns: scopedHandler(logger, async (organizationId, req) => {
      const page = await campaigns.list(organizationId, req.cursor, req.limit);
      return { data: page.data.map(toCampaignMessage), nextCursor: page.nextCursor };
    }),
    GetCampaign: scopedHandler(logger, async (organizationId, req) => ({
      campaign: toCampaignMessage(await campaigns.get(organizationId, req.id)),
    })),
    SendCampaign: scopedHandler(logger, async (organizationId, req) => ({
      campaign: toCampaignMessage(await campaigns.send(organizationId, req.id)),
    })),
    PreviewCampaign: scopedHandler(logger, async (organizationId, req) => {
      const preview = await previews.preview(organizationId, req.id);
      const { hard_bounce: hardBounce, ...suppressed } = preview.suppressed;
      return {
        ...preview,
        suppressed: { ...suppressed, hardBounce },
        sample: preview.sample.map((r) => ({ ...r, text: r.text ?? undefined, error: r.error ?? undefined })),
      };
    }),
  };
}
