import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage, type PageOptions } from './browser.ts';
import { Shop } from './shop.ts';

export interface BrowserHandle {
  browser: Browser;
}

export interface Journey extends BrowserHandle {
  page: Page;
  shop: Shop;
}

/** A browser launched before the file's tests and closed after them; its fields are set in beforeAll. */
export function withBrowser(): BrowserHandle {
  const handle = {} as BrowserHandle;
  beforeAll(async () => {
    handle.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handle.browser?.close();
  });
  return handle;
}

/** `withBrowser()` plus one page (fresh context, French locale) and its Shop, shared by the file's tests. */
export function journey(options: PageOptions = {}): Journey {
  const journey = withBrowser() as Journey;
  beforeAll(async () => {
    journey.page = await newPage(journey.browser, options);
    journey.shop = new Shop(journey.page);
  });
  return journey;
}
