/**
 * Debian's Chromium as the browser benchmarks drive it: headless, with the test suites' flags,
 * launched through playwright-core (or chrome-launcher, by Lighthouse), its CPU slowed through
 * the DevTools protocol.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** The browser: Debian's package `chromium`, or CHROMIUM_PATH (or CHROME_PATH, chrome-launcher's name). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The test suites' flags (tests/helpers/chromium-args.json): no sandbox, every host but localhost unresolvable. */
export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../tests/helpers/chromium-args.json', import.meta.url), 'utf8'),
);

/**
 * Launches the browser headless through playwright-core.
 * @param {import('playwright-core').LaunchOptions} [options] added to the launch's
 * @returns {Promise<import('playwright-core').Browser>}
 */
export const launchChromium = (options = {}) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ...options });

/**
 * The browser's version as it prints it.
 * @returns {string} e.g. "Chromium 131.0.6778.85 built on Debian …"
 */
export const chromiumVersion = () =>
  execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * Slows a page's CPU `rate` times, as Lighthouse's mobile profile does (Emulation.setCPUThrottlingRate).
 * @param {import('playwright-core').Page} page
 * @param {number} rate 1: not slowed
 */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
