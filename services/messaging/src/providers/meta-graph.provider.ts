import {
  type ChannelProvider,
  ProviderError,
  type SendRequest,
  type SendResult,
} from '../domain/messaging.ports';

export interface MetaGraphOptions {
  /** `https://graph.facebook.com` in production; a local stand-in in tests. */
  baseUrl: string;
  version: string;
  timeoutMs: number;
}

/** Graph API error codes that mean "slow down" or "try again", even when the HTTP status is 400. */
const THROTTLING_CODES = new Set([1, 2, 4, 17, 32, 613, 80007, 130429, 131056]);

interface GraphError {
  message?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
}

/**
 * WhatsApp Cloud API, Messenger and Instagram messaging: all three are `POST /{version}/{id}/messages`
 * on Meta's Graph API with a Bearer token; only the payload and the answer's shape differ.
 */
export class MetaGraphProvider implements ChannelProvider {
  readonly name = 'meta' as const;
  private readonly baseUrl: string;

  constructor(private readonly options: MetaGraphOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async send(request: SendRequest): Promise<SendResult> {
    if (!request.accessToken) throw new ProviderError('the channel account has no access token', false);
    const url = `${this.baseUrl}/${this.options.version}/${encodeURIComponent(request.providerAccountId)}/messages`;
    const { status, json } = await this.post(url, request.accessToken, payloadOf(request));
    if (status < 200 || status >= 300) throw errorOf(status, json);
    const answer = json as { messages?: { id?: string }[]; message_id?: string } | null;
    const id = request.channel === 'whatsapp' ? answer?.messages?.[0]?.id : answer?.message_id;
    return { providerMessageId: typeof id === 'string' && id ? id : null };
  }

  private async post(
    url: string,
    token: string,
    payload: unknown,
  ): Promise<{ status: number; json: unknown }> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (a proxy's error page): the status decides
      }
      return { status: res.status, json };
    } catch (err) {
      // By name, not instanceof: the DOMException of AbortSignal.timeout may come from another realm.
      const name = (err as { name?: string } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      throw new ProviderError(
        timedOut
          ? `the provider did not answer within ${this.options.timeoutMs} ms`
          : `could not reach the provider${cause ? ` (${cause})` : ''}`,
        true,
      );
    }
  }
}

function payloadOf(request: SendRequest): unknown {
  if (request.channel === 'whatsapp' && request.template) {
    const { name, language, parameters } = request.template;
    const texts = (values: string[]) => values.map((value) => ({ type: 'text', text: value }));
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: request.recipient,
      type: 'template',
      template: {
        name,
        language: { code: language },
        // Exactly the parameters given, checked against the template before the message was accepted.
        components: [
          ...(parameters.header.length ? [{ type: 'header', parameters: texts(parameters.header) }] : []),
          ...(parameters.body.length ? [{ type: 'body', parameters: texts(parameters.body) }] : []),
        ],
      },
    };
  }
  if (request.channel === 'whatsapp') {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: request.recipient,
      type: 'text',
      text: { body: request.body, preview_url: false },
    };
  }
  // Messenger and Instagram share the Send API; RESPONSE is a reply inside the 24-hour window, a
  // MESSAGE_TAG one (HUMAN_AGENT) a person's reply up to 7 days after the contact's last message.
  return {
    recipient: { id: request.recipient },
    ...(request.tag ? { messaging_type: 'MESSAGE_TAG', tag: request.tag } : { messaging_type: 'RESPONSE' }),
    message: { text: request.body },
  };
}

function errorOf(status: number, json: unknown): ProviderError {
  const error = (json as { error?: GraphError } | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const transient =
    status >= 500 ||
    status === 429 ||
    error?.is_transient === true ||
    (code !== undefined && THROTTLING_CODES.has(code));
  const detail = error?.message
    ? `${error.message}${code !== undefined ? ` (code ${code})` : ''}`
    : 'no details';
  return new ProviderError(`provider answered HTTP ${status}: ${detail}`, transient);
}
