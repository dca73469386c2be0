/**
 * Prometheus metrics (prom-client) for dashboards and autoscalers, served on their own port
 * (METRICS_PORT), never on the public one: requests by kind of response and status, a latency
 * histogram, the page cache's size, renders and shed misses, event-loop lag and the default
 * Node process metrics.
 */
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PageCache } from './pageCache.js';

/** What kind of answer a request got; a bounded label set (never the path). */
export type RequestKind = 'page' | 'not_found' | 'redirect' | 'asset' | 'probe' | 'rejected' | 'other';

/** The kind of an answer, from the layer that answered it (res.locals.answeredBy) and its status. */
function kindOf(status: number, answeredBy: unknown): RequestKind {
  if (answeredBy === 'probe' || answeredBy === 'asset') return answeredBy;
  if (status === 301) return 'redirect';
  if (status === 404) return 'not_found';
  if ((status >= 400 && status < 500) || status === 503) return 'rejected';
  return answeredBy === 'page' && status < 500 ? 'page' : 'other';
}

export interface SiteMetrics {
  readonly registry: Registry;
  /**
   * Middleware that times every request and counts it by kind and status when it finishes;
   * later layers name where they answered in res.locals.answeredBy ("probe", "asset", "page").
   */
  readonly middleware: RequestHandler;
}

/**
 * Creates the registry and its metrics.
 * @param cache the page cache whose size, renders and shed misses are exported as gauges
 */
export function createMetrics(cache: PageCache): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by kind of response and HTTP status.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the last byte handed to the socket, by kind of response.',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const gauges: [name: string, help: string, read: () => number][] = [
    ['page_cache_entries', 'Responses held in the page cache.', () => cache.stats().entries],
    ['page_cache_bytes', 'Bytes held in the page cache, every content coding counted.', () => cache.stats().bytes],
    ['page_cache_renders', 'Renders since start (misses of the page cache).', () => cache.stats().renders],
    ['page_cache_shed', 'Misses answered 503 because too many renders were queued.', () => cache.stats().shed],
  ];
  for (const [name, help, read] of gauges)
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  return {
    registry,
    middleware(_req, res, next) {
      const end = duration.startTimer();
      res.once('finish', () => {
        const kind = kindOf(res.statusCode, res.locals.answeredBy);
        end({ kind });
        requests.inc({ kind, status: String(res.statusCode) });
      });
      next();
    },
  };
}

/**
 * Serves `GET /metrics` in the Prometheus text format on its own port; anything else is 404.
 * @returns the listening server (closed with the main one on shutdown)
 */
export function startMetricsServer(
  metrics: SiteMetrics,
  host: string,
  port: number,
  onListening: (port: number) => void,
): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.statusCode = 404;
      res.end('Not Found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.setHeader('Content-Type', metrics.registry.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      },
      () => {
        res.statusCode = 500;
        res.end('metrics failed\n');
      },
    );
  });
  server.listen(port, host, () => {
    const address = server.address();
    onListening(typeof address === 'object' && address !== null ? address.port : port);
  });
  return server;
}
