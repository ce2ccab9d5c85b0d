import type { CheckoutResponse } from '@cabas/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { call } from './cart.ts';
import {
  checkoutPath,
  chooseSlot,
  createCheckout,
  openSlot,
  put,
  type Shopper,
  serviceOf,
} from './checkout.ts';
import { ACCEPTED_CARD, postForm } from './payments.ts';

/**
 * The shopper's drive cart ordered on a slot of its own (`slotIndex`) up to the hosted payment page:
 * its path (`processPaiement` takes `extra`, e.g. a saved card; `beforePaying` may still change the
 * checkout, e.g. use a gift card or a cagnotte).
 */
export async function openDrivePayment(
  t: TestApp,
  s: Shopper,
  slotIndex: number,
  extra: Record<string, unknown> = {},
  beforePaying?: (c: CheckoutResponse) => Promise<unknown>,
): Promise<{ pagePath: string; pageUrl: string; slotId: number; serviceId: number }> {
  let c: CheckoutResponse = await createCheckout(t, s);
  c = (await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id })).json();
  const serviceId = c.data.attributes.service_id!;
  const slot = await openSlot(t, s, c, serviceId, slotIndex);
  c = (await chooseSlot(t, s, c, slot.id)).json();
  c = (await put(t, s, c, { avec_sacs: false, modePaiement: 'cb' })).json();
  await beforePaying?.(c);
  const paid = await call(t, 'POST', checkoutPath(s, c.data.id, '/processPaiement'), s.headers, {
    confirmer: true,
    ...extra,
  });
  expect(paid.statusCode).toBe(200);
  const pageUrl: string = paid.json().url_webview_paiement;
  return { pagePath: new URL(pageUrl).pathname, pageUrl, slotId: slot.id, serviceId };
}

/** The order whose payment page sent the shopper back to its confirmation (303 `…/{id}/ok`). */
export const confirmedOrderId = (location: unknown) =>
  Number(/\/commander\/confirmation\/(\d+)\/ok$/.exec(String(location))?.[1]);

/** The shopper's drive cart ordered on a slot of its own (`slotIndex`) and paid by card. */
export async function payDriveCart(
  t: TestApp,
  s: Shopper,
  slotIndex: number,
): Promise<{ id: number; slotId: number; serviceId: number }> {
  const { pagePath, slotId, serviceId } = await openDrivePayment(t, s, slotIndex);
  const back = await postForm(t, pagePath, ACCEPTED_CARD);
  const id = confirmedOrderId(back.headers.location);
  expect(id).toBeGreaterThan(0);
  return { id, slotId, serviceId };
}
