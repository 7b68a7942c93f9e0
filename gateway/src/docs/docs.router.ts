import path from 'node:path';
import express, { type Router } from 'express';

// Swagger UI's prebuilt bundle and stylesheet, from the installed package (no CDN). Chosen over
// Scalar (27 runtime dependencies, Vue included) and Redoc 3 (depends on a telemetry package):
// swagger-ui-dist is one self-contained bundle, loads nothing from elsewhere with `validatorUrl: null`,
// and runs under a CSP without 'unsafe-inline' (gateway/test/api-reference.test.ts checks both).
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'));
const ASSETS = new Map<string, string>(
  Object.entries({
    'swagger-ui-bundle.js': path.join(SWAGGER_UI, 'swagger-ui-bundle.js'),
    'swagger-ui.css': path.join(SWAGGER_UI, 'swagger-ui.css'),
    'docs.js': path.join(__dirname, 'assets', 'docs.js'),
    'docs.css': path.join(__dirname, 'assets', 'docs.css'),
  }),
);

/**
 * Only this origin: scripts and styles are files served here (no inline code), the page fetches
 * nothing but the OpenAPI document and, from "Try it out", this gateway's API. Swagger UI's icons
 * are `data:` images inside its stylesheet.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Rapport API reference</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <link rel="stylesheet" href="/docs/assets/docs.css">
</head>
<body>
  <noscript>The API reference needs JavaScript. The OpenAPI document is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
  <main id="swagger-ui" aria-label="Rapport API reference"></main>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/docs.js"></script>
</body>
</html>
`;

/** The API reference page (`/docs`): Swagger UI rendering `GET /v1/openapi.json`. Needs no token. */
export function createDocs(): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set({ 'Content-Security-Policy': DOCS_CSP, 'Referrer-Policy': 'no-referrer' });
    next();
  });
  router.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/assets/:name', (req, res, next) => {
    // A Map: `constructor`, `__proto__` or `toString` are names of nothing (a plain object has them).
    const file = ASSETS.get(req.params.name);
    if (!file) return next();
    // Public and the same for everyone: a short cache, like the dashboard's assets.
    res.set('Cache-Control', 'public, max-age=300');
    res.sendFile(file, { cacheControl: false }, (err) => err && next(err));
  });
  return router;
}
