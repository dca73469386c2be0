import { describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { startServer } from '../helpers/server.js';

/** Opens a connection and sends a request whose headers are not finished yet. */
async function partialRequest(port: number, path: string): Promise<{ socket: Socket; response: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n`);
  const response = new Promise<string>((resolve) => {
    let data = '';
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(data));
    // A reset shows up as an empty response in the assertions, not as an unhandled error.
    socket.on('error', () => undefined);
  });
  return { socket, response };
}

/** Polls /readyz until 200 (every document rendered), for at most 10 s. */
async function untilReady(base: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if ((await fetch(`${base}/readyz`)).status === 200) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('not ready after 10 s');
}

describe('graceful shutdown', () => {
  it('on SIGTERM under load: finishes requests in flight, refuses new ones, exits 0', async () => {
    const server = await startServer({ LOG_LEVEL: 'warn' });
    const base = server.url;
    // Past the warm-up (every page rendered), so the server reads new requests promptly.
    await untilReady(base);

    // Steady load: 8 concurrent clients looping over pages until the server goes away.
    let stopLoad = false;
    const outcomes = { ok: 0, nonOk: 0, refused: 0, otherErrors: [] as string[] };
    const client = async () => {
      while (!stopLoad) {
        try {
          const res = await fetch(`${base}/insights/aml-kyc-2025`);
          await res.arrayBuffer();
          if (res.status === 200) outcomes.ok++;
          else outcomes.nonOk++;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
          // After close, new connections are refused or a reused idle socket is closed.
          if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') outcomes.refused++;
          else outcomes.otherErrors.push(code);
          await new Promise((r) => setTimeout(r, 5));
        }
      }
    };
    const load = Array.from({ length: 8 }, client);
    await new Promise((r) => setTimeout(r, 500));
    const servedBeforeSignal = outcomes.ok;

    // Requests in flight at the moment of the signal: headers sent but not finished.
    const inFlight = await Promise.all(Array.from({ length: 5 }, () => partialRequest(server.port, '/about')));
    // Node counts a connection as busy once its parser has read the start of a request; give
    // the (loaded) server time to read those bytes, or close() would treat the sockets as idle.
    await new Promise((r) => setTimeout(r, 500));

    const signalledAt = Date.now();
    const exited = once(server.process, 'exit');
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    for (const { socket } of inFlight) socket.write('\r\n');
    const responses = await Promise.all(inFlight.map((r) => r.response));
    const [code] = (await exited) as [number | null];
    const tookMs = Date.now() - signalledAt;
    stopLoad = true;
    await Promise.all(load);

    for (const response of responses) {
      expect(response.startsWith('HTTP/1.1 200 OK')).toBe(true);
      expect(response).toContain('</html>');
    }
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(servedBeforeSignal).toBeGreaterThan(0);
    expect(outcomes.nonOk).toBe(0);
    expect(outcomes.otherErrors).toEqual([]);
    console.log(
      `shutdown: ${servedBeforeSignal} served before SIGTERM, ${outcomes.ok} in total, ${inFlight.length} in flight completed, ` +
        `${outcomes.refused} refused after close, exit ${code} in ${tookMs} ms`,
    );
  });

  it('stops with exit 1 after SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
    const server = await startServer({ LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_MS: '500' });
    // Headers never finished: the request stays in flight for ever.
    const stuck = await partialRequest(server.port, '/');
    const started = Date.now();
    const exited = once(server.process, 'exit');
    server.process.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(5_000);
    stuck.socket.destroy();
  });
});

describe('shutdown that a load balancer can follow', () => {
  it('on SIGTERM: readiness 503 at once, pages served through SHUTDOWN_DELAY_MS, then drain and exit 0', async () => {
    const server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '3000' });
    const base = server.url;
    await untilReady(base);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');

    const signalled = Date.now();
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const during: number[] = [];
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    // Requests for the first half of the delay: the margin absorbs a slow, loaded machine.
    while (Date.now() - signalled < 1_500) {
      const res = await fetch(`${base}/about`);
      await res.arrayBuffer();
      during.push(res.status);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(during.length).toBeGreaterThan(5);
    expect(new Set(during)).toEqual(new Set([200]));

    const [code] = (await once(server.process, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
    // Log lines in order: readiness off, then draining, then complete.
    const messages = server.logs
      .map((l) => (JSON.parse(l) as { msg: string }).msg)
      .filter((m) => m.startsWith('shutting down') || m === 'shutdown complete');
    expect(messages).toEqual([
      'shutting down: readiness off, serving until the delay ends',
      'shutting down: draining in-flight requests',
      'shutdown complete',
    ]);
    // Probes are never logged.
    expect(server.logs.some((l) => l.includes('/readyz'))).toBe(false);
  });

  it('readiness is 503 before the warm-up ends, never 200 after SIGTERM', async () => {
    const server = await startServer({ LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '5000' });
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      await new Promise((r) => setTimeout(r, 50));
    }
    await once(server.process, 'exit');
  });
});
