import type { Logger } from '@rapport/platform';
import type { ProviderName } from '../domain/messaging.types';
import { type MetaGraphOptions, MetaGraphProvider } from './meta-graph.provider';
import type { ChannelProvider } from './provider';
import { SandboxProvider } from './sandbox.provider';

export type ProviderRegistry = Record<ProviderName, ChannelProvider>;

export function createProviders(options: MetaGraphOptions, logger: Logger): ProviderRegistry {
  return { meta: new MetaGraphProvider(options), sandbox: new SandboxProvider(logger) };
}
