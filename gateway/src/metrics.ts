import type { RequestHandler } from 'express';
import client from 'prom-client';

/**
 * Prometheus metrics of one gateway: request durations by method, route pattern and status, plus the
 * process defaults. Served at /metrics on METRICS_ADDR, an internal address of its own.
 */
export interface Metrics {
  middleware: RequestHandler;
  handler: RequestHandler;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'rapport_http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    middleware: (req, res, next) => {
      const end = duration.startTimer();
      res.on('finish', () => {
        // Route patterns, never raw paths, so ids do not explode the label set.
        const route =
          (req.route?.path as string | undefined) ??
          (res.statusCode === 404 ? 'unmatched' : req.baseUrl || 'other');
        end({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    },
    handler: async (_req, res) => {
      res.set('Content-Type', registry.contentType).send(await registry.metrics());
    },
  };
}
