import { DomainError, ErrorCode, isUuid, notFound } from '@rapport/platform';
import type { PeopleSource, TemplateRenderer, TemplateRepository } from '../../domain/email.ports';
import type { ContactFields } from '../../domain/email.types';
import { renderEmail, sendVariables } from '../../domain/render-email';
import {
  normalizeAddress,
  SUPPRESSION_REASONS,
  type SuppressionReason,
} from '../../domain/suppression.types';
import type { SuppressionsService } from '../../domain/suppressions.service';
import type { UnsubscribeLinks } from '../../domain/unsubscribe-link';
import { audiencePages, requireSegment } from './audience-pages';
import type { CampaignRepository } from './campaign.ports';
import type { PlanGate } from './plan-gate';

const SAMPLE_SIZE = 5;
/** People read (and checked against the suppression list) per page. */
const PAGE_SIZE = 500;

export interface CampaignPreview {
  matched: number;
  skipped: number;
  suppressed: Record<SuppressionReason, number> & { total: number };
  willSend: number;
  sample: {
    contactId: string;
    to: string;
    subject: string;
    html: string;
    text: string | null;
    error: string | null;
  }[];
}

/**
 * The dry run of a campaign send (issue 28): the audience read as the fan-out reads it, each person
 * judged as the batch delivery judges them (no address: skipped; on the suppression list for
 * marketing: suppressed; else sent to), and the first few rendered with the campaign's template as it
 * stands now. Nothing is written. Their `{{unsubscribeUrl}}` is an inert placeholder (issue 48): a
 * preview is read with `email_campaigns:read`, which may not unsubscribe anyone.
 */
export class CampaignPreviewService {
  constructor(
    private readonly deps: {
      campaigns: CampaignRepository;
      templates: TemplateRepository;
      people: PeopleSource;
      gate: PlanGate;
      suppressions: Pick<SuppressionsService, 'blockingAmong'>;
      links: Pick<UnsubscribeLinks, 'previewUrl'>;
      renderer: TemplateRenderer;
    },
  ) {}

  async preview(organizationId: string, id: string): Promise<CampaignPreview> {
    await this.deps.gate.requireCampaigns(organizationId);
    const campaign = isUuid(id) ? await this.deps.campaigns.findById(organizationId, id) : null;
    if (!campaign) throw notFound('campaign not found');
    const template = await this.deps.templates.findById(organizationId, campaign.templateId);
    if (!template)
      throw new DomainError(ErrorCode.FAILED_PRECONDITION, "the campaign's template has been deleted");
    await requireSegment(this.deps.people, organizationId, campaign.audience);
    const suppressed = {
      total: 0,
      ...Object.fromEntries(SUPPRESSION_REASONS.map((r) => [r, 0])),
    } as CampaignPreview['suppressed'];
    let matched = 0;
    let skipped = 0;
    let willSend = 0;
    const chosen: ContactFields[] = [];
    for await (const { contacts } of audiencePages(
      this.deps.people,
      organizationId,
      campaign.audience,
      PAGE_SIZE,
      '',
    )) {
      matched += contacts.length;
      const reachable = contacts.filter((c): c is ContactFields & { email: string } => !!c.email);
      skipped += contacts.length - reachable.length;
      const blocked = await this.deps.suppressions.blockingAmong(
        organizationId,
        reachable.map((c) => c.email),
        'marketing',
      );
      for (const contact of reachable) {
        const entry = blocked.get(normalizeAddress(contact.email));
        if (entry) {
          suppressed[entry.reason]++;
          suppressed.total++;
          continue;
        }
        willSend++;
        if (chosen.length < SAMPLE_SIZE) chosen.push(contact);
      }
    }
    const sample = await Promise.all(
      chosen.map(async (contact) => {
        const to = contact.email!;
        const variables = sendVariables(contact, { unsubscribeUrl: this.deps.links.previewUrl() });
        try {
          const rendered = await renderEmail(template, variables, this.deps.renderer);
          return { contactId: contact.id, to, ...rendered, error: null };
        } catch (err) {
          if (!(err instanceof DomainError) || err.code === ErrorCode.UNAVAILABLE) throw err;
          return {
            contactId: contact.id,
            to,
            subject: '',
            html: '',
            text: null,
            error: err.messages.join('; '),
          };
        }
      }),
    );
    return { matched, skipped, suppressed, willSend, sample };
  }
}
