import puppeteer, { type BrowserContext, type Page } from 'puppeteer-core';
import { BasePage, ConsoleEvents, LOAD_MS, WAIT_MS } from './base.js';
import type { Engine, KeyName, PageFunction } from './types.js';

/** Path of Debian's Firefox ESR (package `firefox-esr`); override with FIREFOX_PATH. */
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Every host but the loopback goes to a proxy on the discard port, which refuses it: the browser
 * stays off the network, as Chromium does with --host-resolver-rules.
 */
const OFFLINE_PREFS = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
};

/** A Firefox page in a browser context (a user context) of its own, driven over WebDriver BiDi. */
class FirefoxPage extends BasePage {
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
    await this.page.locator(selector).click();
  }

  async hover(selector: string): Promise<void> {
    await this.page.locator(selector).hover();
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.locator(selector).click();
    await this.page.keyboard.type(text, { delay: 20 });
  }

  async press(key: KeyName): Promise<void> {
    await this.page.keyboard.press(key);
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    // Puppeteer's own type unboxes handles in the arguments; the suites pass plain JSON.
    return this.page.evaluate(fn as (arg: unknown) => unknown, arg) as Promise<R>;
  }

  problems(): Promise<string[]> {
    return this.console.flush(async (token) => {
      await this.page.evaluate((t) => console.debug(t), token);
    });
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

/** Launches Debian's Firefox ESR headless through puppeteer-core over WebDriver BiDi. */
export async function launchFirefoxEngine(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: OFFLINE_PREFS,
  });
  return {
    name: 'firefox',
    async open(url, { width = 1280 } = {}) {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      await tab.setViewport({ width, height: 800 });
      const page = new FirefoxPage(tab, context);
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
