/**
 * The Express application behind requestHandler.ts for the two things it does not answer from memory:
 * the liveness probe and the hashed assets (precompressed copies chosen by Accept-Encoding,
 * Range requests, immutable caching). Methods, targets and percent-encoding have been checked
 * by requestHandler.ts before a request gets here; logging and security headers are applied there too.
 */
import express, { type Request, type Response, type NextFunction } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import { join } from 'node:path';
import type { Config } from './config.js';
import { sendText } from './respond.js';

const HASHED_MAX_AGE = 'public, max-age=31536000, immutable';

/**
 * Builds the Express app.
 * @param config trust proxy setting
 * @param publicDir build output folder of static files (holds assets/)
 * @param serverError answers an unexpected error (the site's logged, branded 500)
 */
export function createExpressFallback(
  config: Config,
  publicDir: string,
  serverError: (req: IncomingMessage, res: ServerResponse, error: unknown) => void,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // Liveness probe: answers while the process can serve; never cached, never logged.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // Fingerprinted assets: immutable, precompressed copies chosen by Accept-Encoding.
  app.use(
    '/assets',
    (req, res, next) => {
      // Traversal attempts never reach the file system (also caught by `send`; answer 404).
      const decoded = decodeURIComponent(req.path);
      if (decoded.includes('..') || decoded.includes('\\')) return sendText(res, 404, 'Not Found');
      next();
    },
    expressStaticGzip(join(publicDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: {
        index: false,
        fallthrough: true,
        redirect: false,
        setHeaders: (res) => res.setHeader('Cache-Control', HASHED_MAX_AGE),
      },
    }),
  );
  app.use((_req, res) => sendText(res, 404, 'Not Found'));

  // Errors that escaped a handler: a clear 4xx for client faults, otherwise the site's 500.
  app.use((err: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendText(res, status, 'Bad Request');
    serverError(req, res, err);
  });

  return app;
}
