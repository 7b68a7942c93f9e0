import { invalid, newId } from '@rapport/platform';
import { z } from 'zod';
import type { EmailProvider } from './email.ports';

export interface PlatformMailSettings {
  from: string;
  messageIdDomain: string;
  timeoutMs: number;
}

export interface PlatformMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Mail of Rapport itself (dashboard invitations) to a person who is not a contact: one attempt
 * through the configured provider, nothing recorded. With the log provider nothing leaves the
 * process, so the answer says it was not sent and the caller shows the link instead.
 */
export class PlatformMail {
  constructor(
    private readonly provider: EmailProvider,
    private readonly settings: PlatformMailSettings,
  ) {}

  async send(message: PlatformMessage): Promise<{ sent: boolean }> {
    const problems: string[] = [];
    if (!isEmail(message.to)) problems.push('to must be an email');
    if (!message.subject.trim() || message.subject.length > 500)
      problems.push('subject must be 1 to 500 characters');
    if (!message.text.trim() && !message.html.trim()) problems.push('text or html should not be empty');
    if ([message.to, message.subject, message.text, message.html].some((v) => v.includes('\u0000'))) {
      problems.push('the message must not contain NUL characters');
    }
    if (problems.length) throw invalid(problems);
    const id = newId();
    try {
      await this.provider.send(
        {
          from: this.settings.from,
          to: message.to,
          subject: message.subject,
          html: message.html || escapeText(message.text),
          text: message.text || null,
          messageId: `<${id}@${this.settings.messageIdDomain}>`,
          sendId: id,
        },
        AbortSignal.timeout(this.settings.timeoutMs),
      );
    } catch {
      // The caller still has the link to hand over: a failed mail is not a failed invitation.
      return { sent: false };
    }
    return { sent: this.provider.name !== 'log' };
  }
}

const escapeText = (text: string) =>
  `<pre style="font-family:inherit">${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`;
