import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Helmet does not set Permissions-Policy; the site uses none of these features. */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Security headers, graded against the MDN HTTP Observatory: helmet with a strict Content-Security-Policy (no inline
 * script; the inline stylesheet allowed by its hash), cross-origin isolation, HSTS over https, Permissions-Policy.
 * @param styleSources CSP hash sources of the inline stylesheet, e.g. ["'sha256-…'"]
 */
export function securityHeaders(https: boolean, styleSources: readonly string[]): RequestHandler {
  const headers = helmet({
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
  return (req, res, next) => headers(req, res.set('Permissions-Policy', PERMISSIONS_POLICY), next);
}
