// Types for negotiator 1.x (the published @types package describes 0.6, without `preferred`).
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** Best of `available` for Accept-Encoding; ties broken by `preferred` order. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
}
