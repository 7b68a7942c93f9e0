import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: any;
  /** What the stand-in answered. */
  status: number;
  /** The id a successful answer carries, fixed on arrival so tests can report on it early. */
  providerMessageId: string;
}

type Scripted = number | 'hang';

/** A template as the Graph API lists it (`GET /{waba-id}/message_templates`). */
export interface GraphTemplate {
  name: string;
  language: string;
  category: string;
  status: string;
  components: Record<string, unknown>[];
}

/** Templates per page, small so that a listing follows `paging.next`. */
const TEMPLATE_PAGE = 2;

/**
 * A local stand-in for Meta's Graph API (127.0.0.1, free port). It checks each request like the real
 * one would: the path `/<version>/<account id>/messages`, the Bearer token registered for that
 * account, and the payload's shape per channel. Answers can be scripted per message text (a list of
 * HTTP statuses, or 'hang' to never answer), then it succeeds.
 */
export class GraphStandIn {
  readonly requests: GraphRequest[] = [];
  private readonly tokens = new Map<string, string>();
  private readonly scripts = new Map<string, Scripted[]>();
  private readonly wabas = new Map<string, { token: string; templates: GraphTemplate[] }>();
  private sequence = 0;
  /** Delay before every answer, to keep messages in flight. */
  delayMs = 0;
  url = '';
  private server: Server | null = null;

  /** Registers an account id of the Graph API with the token its requests must carry. */
  addAccount(providerAccountId: string, accessToken: string): void {
    this.tokens.set(providerAccountId, accessToken);
  }

  /** A WhatsApp Business Account, read with `accessToken`, and its templates (replaced on each call). */
  setTemplates(wabaId: string, accessToken: string, templates: GraphTemplate[]): void {
    this.wabas.set(wabaId, { token: accessToken, templates });
  }

  /** Replaces the templates of a WhatsApp Business Account set up before (its token stays). */
  replaceTemplates(wabaId: string, templates: GraphTemplate[]): void {
    const waba = this.wabas.get(wabaId);
    if (!waba) throw new Error(`no WhatsApp Business Account ${wabaId} in the stand-in`);
    waba.templates = templates;
  }

  /** Template sends (type template) naming `name`. */
  templateSends(name: string): GraphRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.body?.template?.name === name);
  }

  /** Template listings of one WhatsApp Business Account. */
  templateReads(wabaId: string): GraphRequest[] {
    return this.requests.filter((r) => r.method === 'GET' && r.path.includes(`/${wabaId}/message_templates`));
  }

  /** The next requests carrying `text` answer these statuses in order. */
  script(text: string, answers: Scripted[]): void {
    this.scripts.set(text, [...answers]);
  }

  /** Requests whose message text (any channel) is `text`. */
  requestsFor(text: string): GraphRequest[] {
    return this.requests.filter((r) => textOf(r.body) === text);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.answer(req).then(
        (answer) => {
          if (answer === 'hang') return;
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        },
        () => res.destroy(),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  private async answer(req: IncomingMessage): Promise<{ status: number; body: unknown } | 'hang'> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: any = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // checked below
    }
    const record: GraphRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body,
      status: 0,
      providerMessageId: '',
    };
    const n = ++this.sequence;
    record.providerMessageId = body?.messaging_product === 'whatsapp' ? `wamid.standin${n}` : `m_standin${n}`;
    this.requests.push(record);
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const answer = this.decide(record);
    if (answer !== 'hang') record.status = answer.status;
    return answer;
  }

  /** `GET /{version}/{waba-id}/message_templates[?after=n]`, paged by TEMPLATE_PAGE. */
  private listTemplates(req: GraphRequest): { status: number; body: unknown } | null {
    const match = /^\/(v\d+\.\d+)\/([\w.-]+)\/message_templates(?:\?(.*))?$/.exec(req.path);
    if (req.method !== 'GET' || !match) return null;
    const waba = this.wabas.get(match[2]!);
    if (!waba || req.authorization !== `Bearer ${waba.token}`)
      return graphError(401, 'Invalid OAuth access token', 190);
    const after = Number(new URLSearchParams(match[3] ?? '').get('after') ?? 0);
    const page = waba.templates.slice(after, after + TEMPLATE_PAGE);
    const more = after + TEMPLATE_PAGE < waba.templates.length;
    return {
      status: 200,
      body: {
        data: page,
        paging: more
          ? { next: `${this.url}/${match[1]}/${match[2]}/message_templates?after=${after + TEMPLATE_PAGE}` }
          : {},
      },
    };
  }

  /** Like Meta: the template must exist for the instance's account, with one value per placeholder. */
  private validTemplate(body: any): boolean {
    const t = body?.template;
    if (typeof t?.name !== 'string' || typeof t?.language?.code !== 'string') return false;
    const known = [...this.wabas.values()]
      .flatMap((w) => w.templates)
      .find((x) => x.name === t.name && x.language === t.language.code);
    if (!known) return false;
    const count = (type: string) =>
      new Set(
        [...String(known.components.find((c) => c.type === type)?.text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map(
          (m) => m[1],
        ),
      ).size;
    const given = (type: string) =>
      (t.components ?? []).find((c: any) => c.type === type)?.parameters?.length ?? 0;
    return count('HEADER') === given('header') && count('BODY') === given('body');
  }

  private decide(req: GraphRequest): { status: number; body: unknown } | 'hang' {
    const listing = this.listTemplates(req);
    if (listing) return listing;
    const match = /^\/v\d+\.\d+\/([\w.-]+)\/messages$/.exec(req.path);
    if (req.method !== 'POST' || !match) return graphError(404, 'Unknown path components', 2500);
    const expected = this.tokens.get(match[1]!);
    if (!expected || req.authorization !== `Bearer ${expected}`)
      return graphError(401, 'Invalid OAuth access token', 190);
    const whatsapp = req.body?.messaging_product === 'whatsapp';
    const valid = whatsapp
      ? typeof req.body.to === 'string' &&
        (req.body.type === 'template'
          ? this.validTemplate(req.body)
          : req.body.type === 'text' && typeof req.body.text?.body === 'string')
      : typeof req.body?.recipient?.id === 'string' &&
        (req.body.messaging_type === 'RESPONSE' ||
          (req.body.messaging_type === 'MESSAGE_TAG' && req.body.tag === 'HUMAN_AGENT')) &&
        typeof req.body.message?.text === 'string';
    if (!valid) return graphError(400, 'Invalid parameter', 100);
    const scripted = this.scripts.get(textOf(req.body) ?? '')?.shift();
    if (scripted === 'hang') return 'hang';
    if (scripted !== undefined)
      return graphError(
        scripted,
        `scripted failure ${scripted}`,
        scripted === 429 ? 4 : scripted >= 500 ? 2 : 100,
      );
    return whatsapp
      ? {
          status: 200,
          body: {
            messaging_product: 'whatsapp',
            contacts: [{ input: req.body.to, wa_id: req.body.to }],
            messages: [{ id: req.providerMessageId }],
          },
        }
      : { status: 200, body: { recipient_id: req.body.recipient.id, message_id: req.providerMessageId } };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function textOf(body: any): string | undefined {
  return body?.text?.body ?? body?.message?.text;
}

function graphError(status: number, message: string, code: number) {
  return { status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'standin' } } };
}
