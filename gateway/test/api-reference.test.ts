import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Stack, startStack } from '@rapport/testkit';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';

const VALIDATE = path.join(__dirname, '../../scripts/openapi-validate.mjs');

/** Runs the OpenAPI 3.1 validator (scripts/openapi-validate.mjs) over a document. */
async function validate(document: unknown): Promise<{ valid: boolean; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [VALIDATE, file]);
    return { valid: true, output: stdout };
  } catch (err) {
    return { valid: false, output: String((err as { stderr?: string }).stderr) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The API reference page (/docs) and the OpenAPI document it renders (issue 17). */
describe('API reference', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('when the served document is checked, then it is valid OpenAPI 3.1, and a broken copy is not', async () => {
    const { status, body } = await stack.request('GET', '/v1/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const result = await validate(body);
    expect(result).toEqual({ valid: true, output: expect.stringContaining('valid OpenAPI 3.1.0') });

    const broken = structuredClone(body);
    broken.paths['/v1/people'].post.responses['201'].headers['X-RateLimit-Limit'] = { $ref: '#/nowhere' };
    broken.paths['/v1/people'].get.parameters.push({ name: 'limit', in: 'body' });
    const rejected = await validate(broken);
    expect(rejected.valid).toBe(false);
    expect(rejected.output).toContain('invalid OpenAPI document');
  });

  it('when an operation is documented, then it names its scope, an example request, the error envelope and the rate-limit headers', async () => {
    const { body } = await stack.request('GET', '/v1/openapi.json');
    const upsert = body.paths['/v1/people'].post;
    expect(upsert.operationId).toBe('postPeople');
    expect(upsert['x-required-scope']).toBe('people:write');
    expect(upsert.description).toContain('Required scope: `people:write`');
    expect(upsert.description).toContain(
      `curl -X POST "http://127.0.0.1:8080/v1/people" \\\n  -H "Authorization: Bearer $RAPPORT_TOKEN"`,
    );
    expect(upsert.requestBody.content['application/json'].schema.properties).toHaveProperty('phone');
    expect(upsert.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(body.components.schemas.Error.required).toEqual(['statusCode', 'message', 'error']);
    expect(Object.keys(upsert.responses['201'].headers)).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
    );
    expect(body.components.headers['X-RateLimit-Reset'].schema).toEqual({ type: 'integer' });
    expect(upsert.responses['429'].headers).toHaveProperty('Retry-After');
    // A 401 answers before the rate limit counts, so it documents no rate-limit headers.
    expect(upsert.responses['401'].headers).toBeUndefined();
    const ids = Object.values(body.paths).flatMap((ops: any) =>
      Object.values(ops).map((op: any) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('when /docs is fetched, then it answers HTML under a self-only CSP and serves its assets from the installed package', async () => {
    const page = await fetch(`${stack.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<style>|https?:\/\//);

    const bundle = await fetch(`${stack.baseUrl}/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(500_000);
    for (const name of ['package.json', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const missing = await stack.request('GET', `/docs/assets/${name}`);
      expect({ name, status: missing.status }).toEqual({ name, status: 404 });
      expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('when a browser opens /docs, then it shows POST /v1/people with its request schema and loads nothing from outside the gateway', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${stack.baseUrl}/docs`);
    const { body } = await stack.request('GET', '/v1/openapi.json');
    const operations = Object.values(body.paths).flatMap((ops: any) => Object.keys(ops));
    const blocks = page.locator('.opblock');
    await blocks.first().waitFor();
    expect(await blocks.count()).toBe(operations.length);

    // Swagger UI's id for an operation: operations-<tag>-<operationId>.
    const upsert = page.locator('#operations-People-postPeople');
    await expect(upsert.locator('.opblock-summary-path').textContent()).resolves.toBe('/v1/people');
    await upsert.locator('.opblock-summary-control').click();
    await upsert.getByText('Required scope: people:write').waitFor();
    await expect(upsert.locator('.opblock-description-wrapper').first().textContent()).resolves.toContain(
      'curl -X POST',
    );
    // The request body's schema, then the answers with their rate-limit headers.
    await upsert.locator('.opblock-section-request-body').getByRole('tab', { name: 'Schema' }).click();
    const schema = upsert.locator('.opblock-section-request-body .model-box');
    for (const field of ['name', 'email', 'phone', 'externalId', 'tagIds']) {
      await schema.getByText(field, { exact: true }).first().waitFor();
    }
    const responses = upsert.locator('.responses-table');
    await expect(responses.textContent()).resolves.toContain('X-RateLimit-Remaining');
    await expect(responses.locator('.response-col_status').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '403', '409', '429']),
    );

    // Every request went to the gateway that served the page (or was an inline data: image).
    expect(requested.length).toBeGreaterThan(3);
    const outside = requested.filter(
      (url) => !url.startsWith(`${stack.baseUrl}/`) && !url.startsWith('data:'),
    );
    expect(outside).toEqual([]);
    expect(requested).toContain(`${stack.baseUrl}/v1/openapi.json`);
    // No script error and no Content-Security-Policy violation.
    expect(problems).toEqual([]);
    await context.close();
  });
});
