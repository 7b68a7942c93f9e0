import { conflict, invalid, isUuid, newId, notFound } from '@rapport/platform';
import type { AccountRepository } from './messaging.ports';
import { CHANNELS, type ChannelAccount, isChannel, PROVIDERS, type ProviderName } from './messaging.types';

export interface CreateAccountInput {
  channel: string;
  provider: string;
  providerAccountId: string;
  name: string;
  accessToken?: string | null;
  appSecret?: string | null;
  wabaId?: string | null;
}

/** Thrown by the repository when the (channel, provider account id) pair is taken. */
export class DuplicateAccountError extends Error {}

const PROVIDER_ACCOUNT_ID = /^[\w.-]{1,64}$/;

export class AccountsService {
  constructor(private readonly accounts: AccountRepository) {}

  async create(organizationId: string, input: CreateAccountInput): Promise<ChannelAccount> {
    const errors: string[] = [];
    // Stricter than scopedHandler's non-empty check, and listed with the other rules: an account
    // outlives the request (inbound webhooks act for its organization), so it must name a real id.
    if (!isUuid(organizationId)) errors.push('organizationId must be a UUID');
    if (!isChannel(input.channel))
      errors.push(`channel must be one of the following values: ${CHANNELS.join(', ')}`);
    if (!PROVIDERS.includes(input.provider as ProviderName))
      errors.push(`provider must be one of the following values: ${PROVIDERS.join(', ')}`);
    if (!PROVIDER_ACCOUNT_ID.test(input.providerAccountId ?? ''))
      errors.push('providerAccountId must be 1 to 64 letters, digits, dots, dashes or underscores');
    const name = (input.name ?? '').trim();
    if (!name || name.length > 200) errors.push('name must be 1 to 200 characters');
    if (input.wabaId && input.channel !== 'whatsapp') errors.push('wabaId is for WhatsApp instances only');
    if (input.wabaId && !/^\d{1,32}$/.test(input.wabaId)) errors.push('wabaId must be 1 to 32 digits');
    if (input.provider === 'meta' && !input.accessToken)
      errors.push('accessToken should not be empty for provider meta');
    if (errors.length) throw invalid(errors);
    const now = new Date();
    const account: ChannelAccount = {
      id: newId(),
      organizationId,
      channel: input.channel as ChannelAccount['channel'],
      provider: input.provider as ProviderName,
      providerAccountId: input.providerAccountId,
      name,
      accessToken: input.accessToken || null,
      appSecret: input.appSecret || null,
      wabaId: input.wabaId || null,
      templatesSyncedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.accounts.insert(account);
    } catch (err) {
      // Webhooks find the account by the provider's id alone, so it may belong to one organization only.
      if (err instanceof DuplicateAccountError)
        throw conflict(`a ${input.channel} account with providerAccountId ${input.providerAccountId} exists`);
      throw err;
    }
    return account;
  }

  list(organizationId: string): Promise<ChannelAccount[]> {
    return this.accounts.list(organizationId);
  }

  async get(organizationId: string, id: string): Promise<ChannelAccount> {
    const account = isUuid(id) ? await this.accounts.findById(organizationId, id) : null;
    if (!account) throw notFound('channel account not found');
    return account;
  }

  /** Messages keep their history; routing falls back to another account of the channel. */
  async delete(organizationId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.accounts.delete(organizationId, id)))
      throw notFound('channel account not found');
  }
}
