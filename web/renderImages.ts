import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/**
 * Draws the app's SVG pictures into the raster files the pages load (`npx tsx web/renderImages.ts`,
 * with Chromium installed); the rasters are committed and the build only copies them. A page
 * decodes a raster off its main thread, where an SVG image is a whole document to build and lay out
 * before the first tap counts.
 */
const web = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => fs.readFile(path.join(web, file), 'utf8');

async function draw(browser: Browser, svg: string, width: number, height: number, scale: number) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`);
  return page;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  // The manifest's icons, for the home screen.
  const icon = await read('assets/icon.svg');
  for (const size of [192, 512]) {
    const page = await draw(browser, icon, size, size, 1);
    await page.screenshot({ path: path.join(web, 'public', `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
  // The tab's icon.
  const favicon = await draw(browser, await read('assets/favicon.svg'), 32, 32, 2);
  await favicon.screenshot({ path: path.join(web, 'assets', 'favicon.png'), omitBackground: true });
  await favicon.close();
  // The payment banner, twice its drawn size for a phone's dense screen.
  const banner = await draw(browser, await read('assets/payment-banner.svg'), 480, 300, 2);
  const webp = await banner.evaluate(async () => {
    const svg = document.querySelector('svg')!;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 600;
    canvas.getContext('2d')!.drawImage(image, 0, 0, 960, 600);
    return canvas.toDataURL('image/webp', 0.9);
  });
  await fs.writeFile(path.join(web, 'assets', 'payment-banner.webp'), Buffer.from(webp.split(',')[1], 'base64'));
  await banner.close();
} finally {
  await browser.close();
}
