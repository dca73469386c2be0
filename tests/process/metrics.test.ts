import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../helpers/server.js';

/* Prometheus metrics on their own port (METRICS_PORT), never on the public one. */
let server: RunningServer;
let metricsUrl: string;
beforeAll(async () => {
  const port = await freePort();
  server = await startServer({ LOG_LEVEL: 'warn', METRICS_PORT: String(port) });
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  for (const path of ['/', '/about', '/about', '/About', '/nope', '/%zz', '/healthz'])
    await (await fetch(`${server.url}${path}`, { redirect: 'manual' })).arrayBuffer();
});
afterAll(async () => {
  await server?.stop();
});

describe('metrics', () => {
  it('counts requests by kind and status, times them, and reports the page cache', async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/u);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{kind="page",status="200"\} [3-9]/mu);
    expect(text).toMatch(/^http_requests_total\{kind="redirect",status="301"\} 1$/mu);
    expect(text).toMatch(/^http_requests_total\{kind="not_found",status="404"\} 1$/mu);
    expect(text).toMatch(/^http_requests_total\{kind="rejected",status="400"\} 1$/mu);
    expect(text).toMatch(/^http_requests_total\{kind="probe",status="200"\} [1-9]\d*$/mu);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",kind="page"\} \d+/mu);
    expect(text).toMatch(/^page_cache_entries [1-9]\d*$/mu);
    expect(text).toMatch(/^page_cache_bytes [1-9]\d*$/mu);
    expect(text).toMatch(/^page_cache_renders [1-9]\d*$/mu);
    expect(text).toMatch(/^page_cache_shed 0$/mu);
    // Event-loop lag and the default process metrics.
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /mu);
    expect(text).toMatch(/^process_resident_memory_bytes /mu);
    // Paths never become labels (bounded cardinality).
    expect(text).not.toContain('/about');
  });

  it('is not served on the public port', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_requests_total');
  });
});
