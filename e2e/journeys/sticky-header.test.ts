/**
 * Journey: the header sticks to the top once the page has scrolled past it, and the page
 * does not move when it does. Its room was measured once the header was fixed: for one layout the room
 * was empty, and the browser's scroll anchoring moved the page by the header's height under the
 * shopper's pointer (a click then landed beside the button it aimed at).
 */
import { describe, expect, it } from 'vitest';
import { journey } from '../support/journey.ts';

const j = journey();

/** The page's scrolling and frames (the journeys are typed without the DOM library). */
interface PageWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): number;
}

describe('the sticky header', () => {
  it('sticks without moving the page', async () => {
    await j.shop.open('/?magasin_id=12');
    await j.shop.open('/creation-compte');
    const target = 900;
    await j.page.evaluate((y) => (globalThis as unknown as PageWindow).scrollTo(0, y), target);
    await j.page.locator('header[data-stuck]').waitFor({ state: 'attached' });
    // Two frames: the layout after the switch, then the one after any effect it caused.
    await j.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const page = globalThis as unknown as PageWindow;
          page.requestAnimationFrame(() => page.requestAnimationFrame(resolve));
        }),
    );
    expect(await j.page.evaluate(() => Math.round((globalThis as unknown as PageWindow).scrollY))).toBe(
      target,
    );
  });
});
