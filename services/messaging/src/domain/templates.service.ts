import { invalid, isUuid, type Logger } from '@rapport/platform';
import type { AccountRepository, TemplateCatalog, TemplateRepository } from './messaging.ports';
import type { ChannelAccount, WhatsAppTemplate } from './messaging.types';

export interface TemplatesOptions {
  /** A listing reads the provider again when the stored copy is older than this. */
  maxAgeMs: number;
  /** A send naming an unknown template reads the provider again at most this often per instance. */
  missRefreshMs: number;
  now?: () => Date;
}

/**
 * WhatsApp templates live at Meta (per WhatsApp Business Account) and are cached per instance in the
 * store: read on demand (a listing older than `maxAgeMs`, a send naming a template not in the cache)
 * and periodically (`syncAll`). When Meta cannot be reached the stored copy answers.
 */
export class TemplatesService {
  private readonly now: () => Date;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly templates: TemplateRepository,
    private readonly catalog: TemplateCatalog,
    private readonly logger: Logger,
    private readonly options: TemplatesOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The templates of one instance, or of every instance of the organization. */
  async list(organizationId: string, whatsappInstanceId?: string | null): Promise<WhatsAppTemplate[]> {
    let instances: ChannelAccount[];
    if (whatsappInstanceId) {
      const account = isUuid(whatsappInstanceId)
        ? await this.accounts.findById(organizationId, whatsappInstanceId)
        : null;
      if (account?.channel !== 'whatsapp')
        throw invalid(['whatsappInstanceId must be a WhatsApp instance of the organization']);
      instances = [account];
    } else {
      instances = (await this.accounts.list(organizationId)).filter((a) => a.channel === 'whatsapp');
    }
    const all: WhatsAppTemplate[] = [];
    for (const account of instances) {
      if (this.olderThan(account, this.options.maxAgeMs)) await this.trySync(account);
      all.push(...(await this.templates.list(organizationId, account.id)));
    }
    return all;
  }

  /** The instance's template, read from Meta again when unknown (and not read just now). */
  async find(account: ChannelAccount, name: string, language: string): Promise<WhatsAppTemplate | null> {
    const found = await this.templates.find(account.organizationId, account.id, name, language);
    if (found || !this.olderThan(account, this.options.missRefreshMs)) return found;
    if (!(await this.trySync(account))) return null;
    return this.templates.find(account.organizationId, account.id, name, language);
  }

  /** Reads the templates of every instance with a WhatsApp Business Account (the periodic sync). */
  async syncAll(): Promise<number> {
    let synced = 0;
    for (const account of await this.accounts.withWaba()) if (await this.trySync(account)) synced++;
    return synced;
  }

  /** Reads the instance's templates from Meta into the store; false (logged) when that failed. */
  async trySync(account: ChannelAccount): Promise<boolean> {
    if (!account.wabaId) return false;
    try {
      const at = this.now();
      const fetched = await this.catalog.fetch(account);
      await this.templates.replaceAll(
        account,
        fetched.map((t) => ({ ...t, syncedAt: at })),
        at,
      );
      await this.accounts.setTemplatesSyncedAt(account.organizationId, account.id, at);
      account.templatesSyncedAt = at;
      return true;
    } catch (err) {
      this.logger.warn(
        { err, accountId: account.id },
        'WhatsApp templates not read: the stored copy answers',
      );
      return false;
    }
  }

  private olderThan(account: ChannelAccount, ms: number): boolean {
    const at = account.templatesSyncedAt;
    return Boolean(account.wabaId) && (!at || this.now().getTime() - new Date(at).getTime() >= ms);
  }
}
