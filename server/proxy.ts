import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/** Express's compiled `trust proxy` test: (address, hop index) => trusted. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The client's address as Express's req.ip computes it (proxy-addr): the socket's peer, or,
 * through trusted proxies only, the nearest untrusted address in X-Forwarded-For.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  return proxyaddr(req, trust);
}

/**
 * The protocol the client used, as Express's req.protocol computes it: "https" on a TLS
 * socket, else "http", unless the peer is a trusted proxy, whose X-Forwarded-Proto (first
 * value) wins.
 */
export function clientProtocol(req: IncomingMessage, trust: TrustFunction): string {
  const own = (req.socket as Partial<TLSSocket>).encrypted === true ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress ?? '', 0)) return own;
  const header = req.headers['x-forwarded-proto'];
  const value = (Array.isArray(header) ? header[0] : header) || own;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}
