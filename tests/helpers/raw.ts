import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/** A response as it came off the wire: no client-side decompression or normalisation. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends one request to 127.0.0.1:port with node:http: the target is sent exactly as given
 * (no path normalisation) and the body is returned as raw bytes.
 */
export function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Listens on a free loopback port with a real HTTP server (Node's parser, unnormalised paths). */
export async function listen(app: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}
