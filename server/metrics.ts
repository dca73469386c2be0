/** Prometheus metrics (prom-client) on their own port (METRICS_PORT), never the public one; never a search's words. */
import express, { type RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PageCache } from './pageCache.js';
import { isProbe } from './logger.js';

/** The kind of an answer, a bounded label set (never the path itself). */
function kindOf(status: number, url: string): string {
  if (isProbe(url)) return 'probe';
  if (url.startsWith('/assets/')) return 'asset';
  if (status === 301) return 'redirect';
  if (status === 404) return 'not_found';
  if ((status >= 400 && status < 500) || status === 503) return 'rejected';
  return status < 500 ? 'page' : 'other';
}

/** The registry, and the middleware that times and counts every request when it finishes. */
export interface SiteMetrics {
  readonly registry: Registry;
  readonly middleware: RequestHandler;
  /** Records one query the search engine answered: its time in seconds, and whether it found nothing. */
  searched(seconds: number, empty: boolean): void;
}

/** Creates the registry and its metrics; `cache` is the page cache whose stats become gauges. */
export function createMetrics(cache: PageCache): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by kind of response and HTTP status.',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the last byte handed to the socket, by kind of response.',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const gauges = {
    entries: 'Responses held in the page cache.',
    bytes: 'Bytes held in the page cache, every content coding counted.',
    renders: 'Renders since start (misses of the page cache).',
    shed: 'Misses answered 503 because too many renders were queued.',
  } as const;
  for (const [stat, help] of Object.entries(gauges) as [keyof typeof gauges, string][])
    new Gauge({
      name: `page_cache_${stat}`,
      help,
      registers,
      collect() {
        this.set(cache.stats()[stat]);
      },
    });
  const searches = new Counter({
    name: 'search_queries_total',
    help: 'Queries the search engine answered.',
    registers,
  });
  const emptySearches = new Counter({
    name: 'search_zero_results_total',
    help: 'Queries the search engine answered with no result, even after spelling correction.',
    registers,
  });
  const searchTime = new Histogram({
    name: 'search_query_duration_seconds',
    help: 'Time the search engine took per query (results cached by the engine included).',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    registers,
  });
  return {
    registry,
    searched(seconds, empty) {
      searches.inc();
      if (empty) emptySearches.inc();
      searchTime.observe(seconds);
    },
    middleware(req, res, next) {
      const end = duration.startTimer();
      res.once('finish', () => {
        const kind = kindOf(res.statusCode, req.originalUrl);
        end({ kind });
        requests.inc({ kind, status: String(res.statusCode) });
      });
      next();
    },
  };
}

/** An Express app answering `GET /metrics` in the Prometheus text format, and 404 to anything else. */
export function metricsApp({ registry }: SiteMetrics): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  return app;
}
