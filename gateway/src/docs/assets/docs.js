// The API reference: Swagger UI over this gateway's OpenAPI document. "Try it out" calls the
// gateway that served the page, listed first among the servers.
(async () => {
  const root = document.getElementById('swagger-ui');
  try {
    const response = await fetch('/v1/openapi.json');
    if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
    const spec = await response.json();
    const here = window.location.origin;
    spec.servers = [
      { url: here, description: 'This gateway' },
      ...(spec.servers || []).filter((server) => server.url !== here),
    ];
    window.ui = window.SwaggerUIBundle({
      spec,
      domNode: root,
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      defaultModelExpandDepth: 3,
      showExtensions: true,
      filter: true,
      // Never ask an outside validator for a badge; never keep a pasted token after the tab closes.
      validatorUrl: null,
      persistAuthorization: false,
    });
  } catch (err) {
    root.textContent = `The API reference could not load: ${err.message}`;
  }
})();
