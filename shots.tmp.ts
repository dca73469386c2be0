import { launchChromium } from './tests/helpers/chromium.js';
const base = process.argv[2]!;
const out = process.argv[3]!;
const paths = process.argv.slice(4);
const browser = await launchChromium();
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, reducedMotion: 'reduce' });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${path.replace(/[^a-z0-9]+/giu, '-')}-${width}.png` });
  }
  await page.close();
}
await browser.close();
