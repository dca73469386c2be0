import { Builder, By, Key, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../helpers/server.js';
import { BasePage, LOAD_MS, WAIT_MS } from './base.js';
import { startWebKitWebDriver, startXvfb, type Helper } from './processes.js';
import type { Engine, KeyName, PageFunction } from './types.js';

/** Debian's multiarch library folder for this machine's architecture. */
const MULTIARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';

/**
 * Debian's MiniBrowser (package `libwebkit2gtk-4.1-0`, which `webkit2gtk-driver` depends on),
 * the browser WebKitWebDriver starts; override with MINIBROWSER_PATH.
 */
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;

/**
 * A probe installed after load comes after hydration now and then on a busy machine (a cached
 * page hydrates within one WebDriver round trip); such a load is made again, up to this many times.
 */
const PROBE_ATTEMPTS = 4;

/** How long the old document may stay after a navigation was asked for before it is asked again. */
const RENAVIGATE_MS = 5_000;

/** MiniBrowser's window cannot be narrower than this; a narrower viewport needs a popup window. */
const MIN_WINDOW_WIDTH = 447;

const KEYS: Record<KeyName, string> = {
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
};

/** What the console probe keeps on window: problems, and whether it came after hydration. */
interface Probe {
  lines: string[];
  late: boolean;
}

/**
 * Installs the console probe in the document a navigation brings, once it exists: wraps
 * console.error and console.warn and listens for `error` and `unhandledrejection` (WebKit's
 * WebDriver has no console API, and no way to run a script before the page's own). Returns
 * false while any other document is there: the old one (marked stale), the popup's first
 * about:blank, or one that committed after the old one was marked (a reload still under way then).
 */
function installProbe(href: string): boolean {
  const w = window as unknown as { enginesStale?: true; enginesProbe?: Probe };
  if (w.enginesStale === true || window.location.href !== href) return false;
  if (w.enginesProbe !== undefined) return true;
  const probe: Probe = { lines: [], late: document.documentElement.dataset.hydrated === 'true' };
  w.enginesProbe = probe;
  for (const type of ['error', 'warn'] as const) {
    const original = console[type].bind(console);
    console[type] = (...args: unknown[]) => {
      probe.lines.push(`${type}: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`);
      original(...args);
    };
  }
  window.addEventListener('error', (event) => probe.lines.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => probe.lines.push(`pageerror: ${String(event.reason)}`));
  return true;
}

/** A page in MiniBrowser: the session's main window, or a popup for a viewport under 447 px. */
class WebKitPage extends BasePage {
  constructor(
    private readonly driver: WebDriver,
    private readonly popup: boolean,
    private readonly mainWindow: string,
    private readonly onClose: () => void,
  ) {
    super();
  }

  /**
   * Loads `url` until the console probe goes into its document before hydration, at most
   * PROBE_ATTEMPTS times (the first load has started already), then waits for hydration.
   * @throws when every attempt's document hydrated before its probe was in
   */
  async load(url: string, width: number): Promise<void> {
    const href = new URL(url).href;
    for (let attempt = 1; ; attempt++) {
      // Polled without a pause, since every round trip lost is time in which the page may hydrate;
      // a round can fail while the old document unloads, and the next one finds the new document.
      const deadline = Date.now() + LOAD_MS;
      let requested = Date.now();
      let last: unknown;
      while ((last = await this.evaluate(installProbe, href).catch((error: unknown) => error)) !== true) {
        // WebKitGTK now and then drops a navigation asked for just after the previous page's
        // (the old document stays, with its URL): such a navigation is asked for again.
        if (Date.now() - requested > RENAVIGATE_MS) {
          await this.driver.get(url);
          requested = Date.now();
        }
        if (Date.now() > deadline) {
          const at = await this.evaluate(() => window.location.href).catch(() => 'unknown');
          throw new Error(`no new document for ${url} in ${LOAD_MS} ms (the document is at ${at}): ${String(last)}`);
        }
      }
      await this.ready(width);
      const late = await this.evaluate(() => (window as unknown as { enginesProbe: Probe }).enginesProbe.late);
      if (!late) return;
      if (attempt === PROBE_ATTEMPTS) {
        throw new Error(`${url} hydrated before the console probe was in, ${attempt} times`);
      }
      await this.driver.executeScript('window.enginesStale = true');
      await this.driver.get(url);
    }
  }

  private async element(selector: string): Promise<WebElement> {
    const element = await this.driver.wait(until.elementLocated(By.css(selector)), WAIT_MS);
    await this.driver.wait(until.elementIsVisible(element), WAIT_MS);
    return element;
  }

  async click(selector: string): Promise<void> {
    await (await this.element(selector)).click();
  }

  async hover(selector: string): Promise<void> {
    const element = await this.element(selector);
    // Pointer actions need their target in the viewport; WebDriver's move does not scroll.
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
    await this.driver.actions().move({ origin: element }).perform();
  }

  async type(selector: string, text: string): Promise<void> {
    const element = await this.element(selector);
    await element.click();
    await element.sendKeys(text);
  }

  async press(key: KeyName): Promise<void> {
    await this.driver.actions().sendKeys(KEYS[key]).perform();
  }

  async evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    // The asynchronous form settles a returned promise in every WebDriver; the result comes back
    // wrapped so that an exception in the page is rethrown here with its message.
    const result = await this.driver.executeAsyncScript<{ value?: R; error?: string }>(
      `const done = arguments[arguments.length - 1];
      const arg = arguments[0];
      Promise.resolve()
        .then(() => (${fn.toString()})(arg))
        .then((value) => done({ value }), (error) => done({ error: error instanceof Error ? error.name + ': ' + error.message : String(error) }));`,
      arg ?? null,
    );
    if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
    return result.value as R;
  }

  problems(): Promise<string[]> {
    return this.evaluate(() => {
      const probe = (window as unknown as { enginesProbe?: Probe }).enginesProbe;
      return probe === undefined ? ['the console probe is gone: a full page load replaced the document'] : probe.lines;
    });
  }

  async close(): Promise<void> {
    try {
      if (this.popup) {
        await this.driver.close();
        await this.driver.switchTo().window(this.mainWindow);
      }
      // Marks the main window's document so the next page's probe waits for its own document.
      await this.driver.executeScript('window.enginesStale = true');
    } finally {
      this.onClose();
    }
  }
}

/**
 * Starts Xvfb, WebKitWebDriver on it and one MiniBrowser session (pageLoadStrategy `none`, so
 * that `open` returns while the document loads and the console probe goes in before hydration).
 */
export async function launchWebKitEngine(): Promise<Engine> {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  let webDriver: Helper | undefined;
  let driver: WebDriver;
  try {
    webDriver = await startWebKitWebDriver(port, display);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          // --automation must be repeated once `args` is given; popups need the second flag
          // because window.open from a WebDriver script carries no user gesture.
          args: ['--automation', '--javascript-can-open-windows-automatically=true'],
        },
      })
      .build();
  } catch (error) {
    await webDriver?.stop();
    await xvfb.stop();
    throw error;
  }
  const mainWindow = await driver.getWindowHandle();
  let windowWidth = 0;
  let current: WebKitPage | undefined;
  return {
    name: 'webkit',
    async open(url, { width = 1280 } = {}) {
      await current?.close();
      let page: WebKitPage;
      if (width >= MIN_WINDOW_WIDTH) {
        if (windowWidth !== width) {
          await driver.manage().window().setRect({ width, height: 900 });
          windowWidth = width;
        }
        page = new WebKitPage(driver, false, mainWindow, () => (current = undefined));
        await driver.get(url);
      } else {
        const before = await driver.getAllWindowHandles();
        await driver.executeScript(
          'window.open(arguments[0], "engines-narrow", `popup,width=${arguments[1]},height=800`)',
          url,
          width,
        );
        const popup = await driver.wait<string>(
          async () => (await driver.getAllWindowHandles()).find((handle) => !before.includes(handle)) ?? '',
          WAIT_MS,
          'the popup window did not open',
        );
        await driver.switchTo().window(popup);
        page = new WebKitPage(driver, true, mainWindow, () => (current = undefined));
      }
      current = page;
      try {
        await page.load(url, width);
      } catch (error) {
        await page.close();
        throw error;
      }
      return page;
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await webDriver?.stop();
        await xvfb.stop();
      }
    },
  };
}
