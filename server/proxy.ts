import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/** Express's compiled `trust proxy` test: (address, hop index) => trusted. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Longest address logged: an IPv6 address with a zone id fits; a forged essay does not. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client's address as Express's req.ip computes it (proxy-addr): the socket's peer, or,
 * through trusted proxies only, the nearest untrusted address in X-Forwarded-For. A forwarded
 * value that is not an IP address is ignored (the peer's address is used instead), so logs
 * never carry whatever a client wrote there.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  const address = proxyaddr(req, trust);
  const peer = req.socket.remoteAddress ?? '';
  return address.length <= MAX_ADDRESS_LENGTH && isIP(address) !== 0 ? address : peer;
}

/**
 * The protocol the client used, as Express's req.protocol computes it: "https" on a TLS
 * socket, else "http", unless the peer is a trusted proxy, whose X-Forwarded-Proto (first
 * value) wins when it is "http" or "https" (any other value is ignored).
 */
export function clientProtocol(req: IncomingMessage, trust: TrustFunction): string {
  const own = (req.socket as Partial<TLSSocket>).encrypted === true ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress ?? '', 0)) return own;
  const header = req.headers['x-forwarded-proto'];
  const value = (Array.isArray(header) ? header[0] : header) || own;
  const comma = value.indexOf(',');
  const forwarded = (comma === -1 ? value : value.slice(0, comma)).trim().toLowerCase();
  return forwarded === 'http' || forwarded === 'https' ? forwarded : own;
}
