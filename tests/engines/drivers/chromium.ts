import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../helpers/chromium.js';
import { BasePage, ConsoleEvents, LOAD_MS, WAIT_MS } from './base.js';
import type { Engine, KeyName, PageFunction } from './types.js';

/** A Chromium page in a context of its own (its own cache, cookies and viewport). */
class ChromiumPage extends BasePage {
  private readonly console = new ConsoleEvents();

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {
    super();
    page.setDefaultTimeout(WAIT_MS);
    page.setDefaultNavigationTimeout(LOAD_MS);
    page.on('console', (message) => this.console.message(message.type(), message.text()));
    page.on('pageerror', (error) => this.console.pageError(error));
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async hover(selector: string): Promise<void> {
    await this.page.hover(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.click(selector);
    await this.page.keyboard.type(text, { delay: 20 });
  }

  async press(key: KeyName): Promise<void> {
    await this.page.keyboard.press(key);
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    // Playwright's own type unboxes handles in the argument; the suites pass plain JSON.
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown);
  }

  problems(): Promise<string[]> {
    return this.console.flush((token) => this.page.evaluate((t) => console.debug(t), token));
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

/** Launches Debian's Chromium through playwright-core, with the flags the Chromium suites use. */
export async function launchChromiumEngine(): Promise<Engine> {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    async open(url, { width = 1280 } = {}) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = new ChromiumPage(await context.newPage(), context);
      try {
        await page.goto(url);
        await page.ready(width);
      } catch (error) {
        await page.close();
        throw error;
      }
      return page;
    },
    close: () => browser.close(),
  };
}
