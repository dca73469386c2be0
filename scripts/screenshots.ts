/**
 * Takes full-page Chromium screenshots of every route at phone (375 px) and desktop (1280 px)
 * widths from the built production server. Usage: npx tsx scripts/screenshots.ts [outDir] [path ...]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../tests/helpers/chromium.js';
import { startServer } from '../tests/helpers/server.js';
import { allPaths } from '../tests/helpers/paths.js';

const outDir = process.argv[2] ?? '.tmp/screenshots';
const paths =
  process.argv.length > 3
    ? process.argv.slice(3)
    : [...allPaths.filter((p) => !p.startsWith('/knowledge/') || p.endsWith('all-articles')), '/nope'];
await mkdir(outDir, { recursive: true });
const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({
      viewport: { width, height: width === 375 ? 812 : 800 },
      reducedMotion: 'reduce',
    });
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const name = `${width}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${outDir}`);
