import fs from 'node:fs';
import { describe, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumAvailable = () => fs.existsSync(CHROMIUM_PATH);

/**
 * Browser suites run only where Chromium is installed. Without it they are skipped loudly on a
 * developer's machine, and fail in CI (CI=true), where a skipped browser test would hide a gap.
 */
export function describeInBrowser(name: string, suite: () => void) {
  if (chromiumAvailable()) return describe(name, suite);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`Chromium not found at ${CHROMIUM_PATH}: CI must install it (apt-get install chromium).`);
      });
    });
  }
  console.warn(
    `\n${'!'.repeat(78)}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}.\n` +
      `!! Install it (apt-get install chromium) or set CHROMIUM_PATH to run "${name}".\n${'!'.repeat(78)}\n`,
  );
  return describe.skip(name, suite);
}

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });

export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;

/**
 * A fresh browser context (its own local storage) opened on the app. The app's service worker is
 * kept out unless asked for: a suite that stands in for the API with page.route must see every
 * request the page makes.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  device: typeof PHONE | typeof DESKTOP = DESKTOP,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, baseURL, serviceWorkers });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}
