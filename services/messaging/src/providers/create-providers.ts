import type { Logger } from '@rapport/platform';
import type { ProviderRegistry } from '../domain/messaging.ports';
import { type MetaGraphOptions, MetaGraphProvider } from './meta-graph.provider';
import { SandboxProvider } from './sandbox.provider';

export function createProviders(options: MetaGraphOptions, logger: Logger): ProviderRegistry {
  return { meta: new MetaGraphProvider(options), sandbox: new SandboxProvider(logger) };
}
