import type { ServiceHandlers } from '@rapport/contracts';
import type { Logger } from '@rapport/platform';
import type { CampaignsService } from '../domain/campaigns.service';
import { campaignInputOf, toCampaignMessage } from './campaign.mapper';
import { handle } from './email.handlers';

type CampaignHandlers = Pick<
  ServiceHandlers<'email'>,
  'CreateCampaign' | 'ListCampaigns' | 'GetCampaign' | 'SendCampaign'
>;

export function campaignHandlers(campaigns: CampaignsService, logger: Logger): CampaignHandlers {
  return {
    CreateCampaign: handle(logger, async (req) => ({
      campaign: toCampaignMessage(await campaigns.create(req.organizationId, campaignInputOf(req))),
    })),
    ListCampaigns: handle(logger, async (req) => {
      const page = await campaigns.list(req.organizationId, req.cursor, req.limit);
      return { data: page.data.map(toCampaignMessage), nextCursor: page.nextCursor };
    }),
    GetCampaign: handle(logger, async (req) => ({
      campaign: toCampaignMessage(await campaigns.get(req.organizationId, req.id)),
    })),
    SendCampaign: handle(logger, async (req) => ({
      campaign: toCampaignMessage(await campaigns.send(req.organizationId, req.id)),
    })),
  };
}
