import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Flags that keep Debian's Chromium headless-safe, sandbox-free (root in CI) and off the network
 * (every host but localhost unresolvable). Kept in chromium-args.json, which bench/harness/browser.mjs
 * reads too: the benchmarks run on Node 24 without tsx and cannot import this file.
 */
const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8')) as string[];

/** Path of the system Chromium (Debian package `chromium`); override with CHROMIUM_PATH. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches Debian's Chromium headless through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
