import { type CheckoutResponse, SHOP_ORIGIN_HEADER, shopOriginsFrom } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  chooseSlot,
  createCheckout,
  fillDriveCart,
  marie,
  openSlot,
  put,
  type Shopper,
  serviceOf,
} from '../../../test/helpers/checkout.ts';
import { ACCEPTED_CARD } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 17 item 9: without PUBLIC_URL, a shopper who opened the shop on http://127.0.0.1:3000 pays
 * and comes back on that same origin (with her session cookie), never on http://localhost:3000.
 */
let t: TestApp;
let s: Shopper;

beforeAll(async () => {
  // No PUBLIC_URL: the loopback names on port 3000 are trusted.
  t = await createTestApp({ shopOrigins: shopOriginsFrom({ PORT: '3000', HOST: '0.0.0.0' }, []) });
  s = await marie(t);
});
afterAll(() => t?.close());

async function readyCheckout(): Promise<CheckoutResponse> {
  await fillDriveCart(t, s, 40);
  let c = await createCheckout(t, s);
  c = (await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id })).json();
  const slot = await openSlot(t, s, c, c.data.attributes.service_id!);
  const held = await chooseSlot(t, s, c, slot.id);
  const paid = await put(t, s, held.json(), { avec_sacs: false, modePaiement: 'cb' });
  expect(paid.statusCode).toBe(200);
  return paid.json();
}

/** processPaiement as the storefront calls it for a shopper on `origin`; the browser then pays on `host`. */
async function payOn(origin: string, host: string) {
  const c = await readyCheckout();
  const res = await call(
    t,
    'POST',
    checkoutPath(s, c.data.id, '/processPaiement'),
    {
      ...s.headers,
      [SHOP_ORIGIN_HEADER]: origin,
    },
    // Two orders within 30 minutes: the second is confirmed at once.
    { confirmer: true },
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().url_webview_paiement, res.body).toBeTypeOf('string');
  const page = new URL(res.json().url_webview_paiement as string);
  const form = await t.app.inject({ method: 'GET', url: page.pathname, headers: { host } });
  expect(form.statusCode).toBe(200);
  const back = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(ACCEPTED_CARD).toString(),
  });
  expect(back.statusCode).toBe(303);
  return {
    page,
    back: String(back.headers.location),
    formAction: String(form.headers['content-security-policy']),
  };
}

describe('payment return address without PUBLIC_URL', () => {
  it('a payment started on 127.0.0.1 opens its page and comes back on 127.0.0.1', async () => {
    const { page, back, formAction } = await payOn('http://127.0.0.1:3000', '127.0.0.1:3000');
    expect(page.origin).toBe('http://127.0.0.1:3000');
    expect(back).toMatch(/^http:\/\/127\.0\.0\.1:3000\/commander\/confirmation\/\d+\/ok$/);
    expect(formAction).toContain("form-action 'self' http://127.0.0.1:3000;");
  });

  it('an unknown host never ends up in a link: the page and the return fall back to localhost', async () => {
    const { page, back } = await payOn('http://evil.example', 'evil.example');
    expect(page.origin).toBe('http://localhost:3000');
    expect(back).toMatch(/^http:\/\/localhost:3000\/commander\/confirmation\/\d+\/ok$/);
  });
});
