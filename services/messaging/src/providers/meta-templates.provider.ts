import type { TemplateCatalog } from '../domain/messaging.ports';
import type { ChannelAccount, TemplateComponent, WhatsAppTemplate } from '../domain/messaging.types';
import { placeholdersOf } from '../domain/template.rules';
import type { MetaGraphOptions } from './meta-graph.provider';

/** Pages followed at most per read (Meta answers up to 100 templates a page). */
const MAX_PAGES = 20;

interface GraphTemplate {
  name?: unknown;
  language?: unknown;
  category?: unknown;
  status?: unknown;
  components?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * WhatsApp templates from the Graph API: `GET /{version}/{waba-id}/message_templates` with the
 * instance's token, following `paging.next`. Sandbox instances and instances without a WhatsApp
 * Business Account have none.
 */
export class MetaTemplateCatalog implements TemplateCatalog {
  private readonly baseUrl: string;

  constructor(private readonly options: MetaGraphOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async fetch(account: ChannelAccount): Promise<Omit<WhatsAppTemplate, 'syncedAt'>[]> {
    if (account.provider !== 'meta' || !account.wabaId) return [];
    if (!account.accessToken) throw new Error('the WhatsApp instance has no access token');
    const templates: Omit<WhatsAppTemplate, 'syncedAt'>[] = [];
    let url: string | null =
      `${this.baseUrl}/${this.options.version}/${encodeURIComponent(account.wabaId)}/message_templates?limit=100`;
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${account.accessToken}` },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const body = (await res.json().catch(() => null)) as {
        data?: GraphTemplate[];
        paging?: { next?: string };
      } | null;
      if (!res.ok || !Array.isArray(body?.data))
        throw new Error(`the Graph API answered HTTP ${res.status} to the template list`);
      for (const raw of body.data) {
        const name = text(raw.name);
        const language = text(raw.language);
        if (!name || !language) continue;
        templates.push({
          organizationId: account.organizationId,
          accountId: account.id,
          name,
          language,
          category: text(raw.category) ?? 'UNKNOWN',
          status: text(raw.status) ?? 'UNKNOWN',
          components: componentsOf(raw.components),
        });
      }
      // Only a next page on the same Graph API host is followed.
      const next = text(body.paging?.next);
      url = next?.startsWith(`${this.baseUrl}/`) ? next : null;
    }
    return templates;
  }
}

function componentsOf(raw: unknown): TemplateComponent[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => {
    const c = (item ?? {}) as Record<string, unknown>;
    const type = (text(c.type) ?? 'UNKNOWN').toUpperCase();
    const buttons = Array.isArray(c.buttons) ? (c.buttons as Record<string, unknown>[]) : [];
    return {
      type,
      format: text(c.format)?.toUpperCase() ?? null,
      text: text(c.text),
      // Buttons take parameters in their URLs; Rapport only reports them (and refuses to fill them).
      parameters:
        type === 'BUTTONS'
          ? buttons.flatMap((b) => placeholdersOf(text(b?.url)))
          : placeholdersOf(text(c.text)),
    };
  });
}
