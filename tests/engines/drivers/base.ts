import { setTimeout as delay } from 'node:timers/promises';
import type { EnginePage, KeyName, PageFunction } from './types.js';

/** How long `waitFor` and the drivers' own waits give a page by default. */
export const WAIT_MS = 10_000;

/** How long a page load may take: a browser's first load on a busy machine can take seconds. */
export const LOAD_MS = 30_000;

/**
 * The reads every engine does the same way, through `evaluate` in the page, so that a text, an
 * attribute or a URL means one thing in all three; subclasses supply input, evaluation and the
 * console.
 */
export abstract class BasePage implements EnginePage {
  abstract click(selector: string): Promise<void>;
  abstract hover(selector: string): Promise<void>;
  abstract type(selector: string, text: string): Promise<void>;
  abstract press(key: KeyName): Promise<void>;
  abstract evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>;
  abstract problems(): Promise<string[]>;
  abstract close(): Promise<void>;

  text(selector: string): Promise<string | null> {
    return this.evaluate((s) => {
      const element = document.querySelector(s);
      return element instanceof HTMLElement ? element.innerText : (element?.textContent ?? null);
    }, selector);
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name] as const);
  }

  count(selector: string): Promise<number> {
    return this.evaluate((s) => document.querySelectorAll(s).length, selector);
  }

  url(): Promise<string> {
    return this.evaluate(() => window.location.href);
  }

  async waitFor<R, A = undefined>(
    description: string,
    fn: PageFunction<A, R>,
    arg?: A,
    timeout = WAIT_MS,
  ): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return value;
        last = value;
      } catch (error) {
        // A navigation can replace the document between two polls; the next poll reads the new one.
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${description}; last: ${String(last)}`);
      await delay(50);
    }
  }

  mark(): Promise<number> {
    return this.evaluate(() => performance.now());
  }

  requestsSince(mark: number): Promise<string[]> {
    return this.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since)
          .map((entry) => entry.name),
      mark,
    );
  }

  /**
   * Waits for hydration and checks the viewport's width; the drivers call it at the end of
   * `open`. The resource timing buffer is widened so that a long test never loses entries.
   * @throws when the page does not hydrate in time or the viewport is not `width` wide
   */
  async ready(width: number): Promise<void> {
    await this.waitFor('hydration', () => document.documentElement.dataset.hydrated === 'true', undefined, LOAD_MS);
    // The layout marks the document; the page inside it, a lazy component behind Suspense, may
    // hydrate in a later commit. React keys each element it hydrated with a `__reactFiber$` property.
    await this.waitFor('the page to hydrate', () => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    });
    const actual = await this.evaluate(() => {
      performance.setResourceTimingBufferSize(5000);
      return window.innerWidth;
    });
    if (actual !== width) throw new Error(`viewport is ${actual} px wide, not ${width}`);
  }
}

/**
 * Console messages delivered as events (Chromium, Firefox), with a flush: the page logs a token
 * at debug level, and once that token has arrived every message logged before it has too,
 * since each engine delivers a page's console messages in order.
 */
export class ConsoleEvents {
  readonly lines: string[] = [];
  private waiting = new Map<string, () => void>();
  private next = 0;

  /** Records one console message; errors and warnings count as problems. */
  message(type: string, text: string): void {
    if (type === 'error' || type === 'warn' || type === 'warning') this.lines.push(`${type}: ${text}`);
    this.waiting.get(text)?.();
  }

  /** Records an uncaught error or unhandled rejection. */
  pageError(error: unknown): void {
    this.lines.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`);
  }

  /**
   * Logs a token in the page through `evaluate` and resolves with the problems once the token's
   * console event has come back.
   * @throws when the token does not arrive within WAIT_MS
   */
  async flush(evaluate: (token: string) => Promise<void>): Promise<string[]> {
    const token = `engines-console-flush-${this.next++}`;
    const arrived = new Promise<void>((resolve) => this.waiting.set(token, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`console token ${token} did not arrive in ${WAIT_MS} ms`)), WAIT_MS);
    });
    try {
      await evaluate(token);
      await Promise.race([arrived, timeout]);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
    return [...this.lines];
  }
}
