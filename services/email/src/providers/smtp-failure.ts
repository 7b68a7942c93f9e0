import { type FailureKind, ProviderFailure } from '../domain/email.ports';

interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

// Codes nodemailer (and Node) give errors that carry no SMTP reply: the connection never got as far
// as a verdict on the message, so a later attempt may succeed.
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROXY',
  'EABORT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * RFC 5321: a 4yz reply is transient, a 5yz reply permanent, except 503 (bad sequence of commands:
 * the session was in the wrong state, not the message refused). Without a reply code, connection
 * troubles are transient and everything else (invalid envelope, configuration, credentials missing)
 * is permanent: the same message would fail the same way.
 */
export function classifySmtpError(err: unknown): FailureKind {
  const { code, responseCode } = (err ?? {}) as SmtpError;
  if (typeof responseCode === 'number' && responseCode >= 400) {
    return responseCode >= 500 && responseCode !== 503 ? 'permanent' : 'transient';
  }
  return code && TRANSIENT_CODES.has(code) ? 'transient' : 'permanent';
}

// Failures that prove no server ever saw the message: nothing answered at all. nodemailer reports a
// refused connection as ESOCKET with Node's code in the message.
const NEVER_CONNECTED = /\b(ECONNREFUSED|EDNS|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ENOTFOUND)\b/;

/**
 * A transient failure without any SMTP reply, except one that proves nothing was connected: the
 * connection may have broken after the server took the message and before its final reply reached
 * us (nodemailer does not say at which step a socket error happened).
 */
export function mayHaveBeenDelivered(err: unknown): boolean {
  const { code, responseCode, message } = (err ?? {}) as SmtpError;
  if (typeof responseCode === 'number') return false;
  return classifySmtpError(err) === 'transient' && !NEVER_CONNECTED.test(`${code ?? ''} ${message ?? ''}`);
}

/**
 * A hard bounce: a permanent reply (5xx, not 503) to RCPT TO, the server refusing the address itself.
 * A 5xx elsewhere (AUTH, MAIL FROM, DATA: credentials, the sender, the content) says nothing about
 * the recipient and must not suppress it.
 */
export function isHardBounce(err: unknown): boolean {
  const { responseCode, command } = (err ?? {}) as SmtpError;
  return (
    classifySmtpError(err) === 'permanent' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    /^RCPT\b/i.test(command ?? '')
  );
}

/** The provider's reason, as the send record shows it: the SMTP reply when there is one. */
export function smtpFailure(err: unknown): ProviderFailure {
  const { response, message, code } = (err ?? {}) as SmtpError;
  const reason = response?.trim() || message || code || 'unknown SMTP error';
  return new ProviderFailure(
    classifySmtpError(err),
    reason.slice(0, 1000),
    mayHaveBeenDelivered(err),
    isHardBounce(err),
  );
}
