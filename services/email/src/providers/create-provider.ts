import type { Logger } from '@rapport/platform';
import type { EmailProvider } from '../domain/email.ports';
import { LogProvider } from './log.provider';
import { SmtpProvider } from './smtp.provider';

export function createProvider(
  config: { EMAIL_PROVIDER: 'smtp' | 'log'; SMTP_URL: string; EMAIL_CONNECT_TIMEOUT_MS: number },
  logger: Logger,
  options: { pool?: number } = {},
): EmailProvider {
  switch (config.EMAIL_PROVIDER) {
    case 'smtp':
      return new SmtpProvider({
        url: config.SMTP_URL,
        connectTimeoutMs: config.EMAIL_CONNECT_TIMEOUT_MS,
        pool: options.pool,
      });
    case 'log':
      return new LogProvider(logger);
  }
}
