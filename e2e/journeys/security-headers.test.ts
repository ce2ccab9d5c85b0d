/**
 * Journey: the storefront's security headers. Every document carries a
 * Content-Security-Policy whose nonce every inline script has, and the page still hydrates; the
 * OpenAPI docs page still works under the API's headers.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const j = withBrowser();

describe('security headers', () => {
  it('sends a CSP whose nonce every inline script carries, and the other headers', async () => {
    const page = await newPage(j.browser);
    const shop = new Shop(page);
    const response = await shop.open('/');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)].filter(
      (m) => !/\bsrc=/.test(m[1]!) && !/application\/ld\+json/.test(m[1]!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) expect(match[1]).toContain(`nonce="${nonce}"`);
    expect(shop.unexpectedErrors()).toEqual([]);
    await page.close();
  });
});

describe('OpenAPI docs', () => {
  it('still render at /api/docs', async () => {
    const page = await newPage(j.browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/api/docs/');
    await page.getByText('Cabas API').first().waitFor();
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await page.close();
  });
});
