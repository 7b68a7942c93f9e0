import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { type TargetPolicy, urlIssues } from '../domain/target-policy';
import type { WebhookSender } from '../domain/webhooks.ports';
import type { SendOutcome } from '../domain/webhooks.types';
import { safeLookup } from './safe-lookup';

/** The most of an answer's body drained before the connection is cut (receivers answer a few bytes). */
export const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs deliveries with node's http/https clients: their `lookup` hook lets the checked addresses be
 * the ones connected to (fetch resolves on its own), redirects are never followed (a 3xx is a failed
 * attempt). The outcome is the status line, due within the deadline; the answer's body is drained,
 * never read, and bounded too: the whole exchange ends by the same deadline and after at most
 * MAX_ANSWER_BYTES, else the connection is cut (a receiver that answers 200 and then streams forever
 * holds no socket). Keep-alive agents reuse connections to a receiver.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly agents: { http: http.Agent; https: https.Agent };
  private readonly lookup;

  constructor(
    private readonly policy: TargetPolicy,
    private readonly timeoutMs: number,
    options: { maxSockets?: number } = {},
  ) {
    const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 50, timeout: timeoutMs };
    this.agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
    this.lookup = safeLookup(policy);
  }

  send(request: { url: string; body: string; headers: Record<string, string> }): Promise<SendOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const issues = urlIssues(request.url, this.policy);
    if (issues.length)
      return Promise.resolve({ statusCode: null, durationMs: 0, error: `refused: ${issues[0]}` });
    const target = new URL(request.url);
    const secure = target.protocol === 'https:';
    return new Promise<SendOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: SendOutcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const req = (secure ? https : http).request(target, {
        method: 'POST',
        agent: secure ? this.agents.https : this.agents.http,
        lookup: this.lookup,
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
      });
      // The whole exchange, answer body included: whatever is still open then is cut.
      const timer = setTimeout(() => {
        settle({ statusCode: null, durationMs: elapsed(), error: `no answer within ${this.timeoutMs} ms` });
        req.destroy();
      }, this.timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('response', (res) => {
        let drained = 0;
        res.on('data', (chunk: Buffer) => {
          drained += chunk.length;
          if (drained > MAX_ANSWER_BYTES) req.destroy();
        });
        res.on('error', () => undefined); // cut on purpose (size or deadline): the outcome is settled
        res.resume();
        const statusCode = res.statusCode ?? 0;
        const location = res.headers.location;
        settle({
          statusCode,
          durationMs: elapsed(),
          error:
            statusCode >= 200 && statusCode < 300
              ? null
              : statusCode >= 300 && statusCode < 400
                ? `redirect to ${location ?? '(no location)'} not followed`
                : `HTTP ${statusCode}`,
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) =>
        settle({
          statusCode: null,
          durationMs: elapsed(),
          error: err.message || err.code || 'connection failed',
        }),
      );
      req.end(request.body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
