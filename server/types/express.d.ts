// What the pipeline keeps per response in res.locals.
declare global {
  namespace Express {
    interface Locals {
      /** The footer's year for this request, read once by the cached-responses step (server/cached.ts). */
      footerYear: number;
    }
  }
}

export {};
