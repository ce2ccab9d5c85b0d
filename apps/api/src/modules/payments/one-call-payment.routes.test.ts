import { API_ERROR_CODES, type CheckoutResponse, checkoutMessages } from '@cabas/contracts';
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
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let s: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
});
afterAll(() => t?.close());

/** Marie's drive cart, the drive service and a slot held: the payment page's choices still to make. */
async function atPaymentPage(slotIndex: number): Promise<CheckoutResponse> {
  await fillDriveCart(t, s, 40);
  let c = await createCheckout(t, s);
  c = (await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id })).json();
  const slot = await openSlot(t, s, c, c.data.attributes.service_id!, slotIndex);
  return (await chooseSlot(t, s, c, slot.id)).json();
}

const pay = (c: CheckoutResponse, body: object) =>
  call(t, 'POST', checkoutPath(s, c.data.id, '/processPaiement'), s.headers, body);
const read = async (c: CheckoutResponse): Promise<CheckoutResponse> =>
  (await call(t, 'GET', checkoutPath(s, c.data.id, ''), s.headers)).json();

describe('processPaiement with the payment page’s choices (decision 099)', () => {
  it('refuses every missing choice at once and writes nothing', async () => {
    const c = await atPaymentPage(2);
    const asked = c.data.modesCommande.modes.find((m) => m.type === 'DRIVE')?.consigne_sacs;
    const res = await pay(c, { modePaiement: null, alias_paiement_id: null, confirmer: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(API_ERROR_CODES.invalidData);
    expect(res.json().errors).toMatchObject({
      ...(asked ? { avec_sacs: [checkoutMessages.bagsRequired] } : {}),
      modePaiement: [checkoutMessages.paymentModeRequired],
    });
    expect((await read(c)).data.attributes.dateLastUpdate).toBe(c.data.attributes.dateLastUpdate);
  });

  it('makes the choices, computes the benefits and opens the payment page in one call', async () => {
    const c = await atPaymentPage(3);
    const res = await pay(c, {
      modePaiement: 'cb',
      avec_sacs: true,
      alias_paiement_id: null,
      confirmer: true,
    });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json().url_webview_paiement).toMatch(/\/api\/paiement-sandbox\//);
    const after = await read(c);
    expect(after.data.attributes).toMatchObject({
      modePaiement: 'cb',
      avec_sacs: true,
      selectedPaymentId: null,
      avantages_calcules: true,
      dateLastUpdate: res.json().dateLastUpdate,
    });
    // The same choices again: nothing to write, the page opened anew.
    const again = await pay(after, { modePaiement: 'cb', avec_sacs: true, confirmer: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().dateLastUpdate).toBe(after.data.attributes.dateLastUpdate);
  });

  it('refuses a mode the order cannot use, with its reason', async () => {
    const c = await atPaymentPage(4);
    const res = await pay(c, { modePaiement: '3FCB', avec_sacs: false, confirmer: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.modePaiement).toEqual([checkoutMessages.instalmentRange]);
  });
});
