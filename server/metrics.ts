/**
 * Prometheus metrics (prom-client) for dashboards and autoscalers, served on their own port
 * (METRICS_PORT), never on the public one: requests by kind of response and status, a latency
 * histogram, documents served from memory by content coding, the document store's size and
 * render count, event-loop lag and the default Node process metrics.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DocumentStore } from './documents.js';

/** What kind of answer a request got; a bounded label set (never the path). */
export type RequestKind = 'document' | 'not_found' | 'redirect' | 'asset' | 'probe' | 'rejected' | 'other';

export interface SiteMetrics {
  readonly registry: Registry;
  /** Records one request of `kind` when its response finishes (status read then). */
  track(res: ServerResponse, kind: RequestKind): void;
  /** Counts a document or asset sent from memory in a content coding. */
  storeHit(coding: string): void;
}

/**
 * Creates the registry and its metrics.
 * @param documents the store whose size and render count are exported as gauges
 */
export function createMetrics(documents: DocumentStore): SiteMetrics {
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
  const hits = new Counter({
    name: 'document_store_hits_total',
    help: 'Documents and assets sent from memory, by content coding.',
    labelNames: ['coding'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'document_store_documents',
    help: 'Documents in the fixed set (pages, category variants, 404 variants, root files).',
    registers: [registry],
    collect() {
      this.set(documents.stats().documents);
    },
  });
  new Gauge({
    name: 'document_store_renders',
    help: 'Renders since start; equal to the document count after warm-up, unless the year rolled over.',
    registers: [registry],
    collect() {
      this.set(documents.stats().renders);
    },
  });
  return {
    registry,
    track(res, kind) {
      const end = duration.startTimer({ kind });
      res.once('finish', () => {
        end();
        requests.inc({ kind, status: String(res.statusCode) });
      });
    },
    storeHit: (coding) => hits.inc({ coding }),
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
