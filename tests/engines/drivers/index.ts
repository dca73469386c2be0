import { launchChromiumEngine } from './chromium.js';
import { launchFirefoxEngine } from './firefox.js';
import { launchWebKitEngine } from './webkit.js';
import type { Engine, EngineName } from './types.js';

export type { Engine, EngineName, EnginePage } from './types.js';

/**
 * Launches one engine: Debian's Chromium (playwright-core), Firefox ESR (puppeteer-core over
 * WebDriver BiDi) or WebKitGTK's MiniBrowser (selenium-webdriver and WebKitWebDriver on an Xvfb
 * display it starts). Close it with `Engine.close`, which also stops what it started.
 * @throws when the browser, its driver or the display cannot be started
 */
export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromiumEngine();
    case 'firefox':
      return launchFirefoxEngine();
    case 'webkit':
      return launchWebKitEngine();
  }
}
