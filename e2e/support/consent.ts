import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/**
 * The visitor of a journey that checks analytics events has accepted audience measurement, as with
 * the cookie banner's « Tout accepter » (the events are pushed only then).
 */
export async function acceptMeasurement(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cabas_consentement', value: 'mesure=1', url: baseUrl() }]);
}

/** The page's `dataLayer` events, `null` when the page has no `dataLayer` at all. */
export function dataLayerEvents(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const layer = (globalThis as unknown as { dataLayer?: { event: string }[] }).dataLayer;
    return layer ? layer.map((entry) => entry.event) : null;
  });
}
