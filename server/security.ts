import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Helmet does not set Permissions-Policy; the site uses none of these features. */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Security headers, graded against the MDN HTTP Observatory: helmet with a strict Content-Security-Policy (no inline
 * script; the inline stylesheet allowed by its hash), cross-origin isolation, HSTS over https, Permissions-Policy.
 * Nothing in them depends on the request, so helmet's middleware runs once, here, against a response that records what
 * it sets; every response carries the result (decision 036).
 * @param styleSources CSP hash sources of the inline stylesheet, e.g. ["'sha256-…'"]
 * @returns the headers, flat: [name, value, …]
 */
export function securityHeaders(https: boolean, styleSources: readonly string[]): readonly string[] {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", ...styleSources],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const headers: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push(name, value);
    },
    removeHeader() {}, // X-Powered-By, which Express is told not to set
  } as unknown as ServerResponse;
  let done = false;
  middleware({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error('helmet failed');
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return [...headers, 'Permissions-Policy', PERMISSIONS_POLICY];
}

/** A middleware giving each response the headers (`securityHeaders`), for the responses not held whole in memory. */
export function withHeaders(headers: readonly string[]): RequestHandler {
  const map = new Map<string, string>();
  for (let i = 0; i < headers.length; i += 2) map.set(headers[i]!, headers[i + 1]!);
  return (_req, res, next) => {
    res.setHeaders(map);
    next();
  };
}
