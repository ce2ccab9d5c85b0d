import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDriveCart, julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { confirmedOrderId, openDrivePayment } from '../../../test/helpers/drive-payment.ts';
import { postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-checkout.ts';

/** Paying with the card saved for the store: the hosted page asks only its security code. */

let t: TestApp;
let s: Shopper;
let other: Shopper;
let slotIndex = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
  other = await julien(t);
});
afterAll(() => t?.close());

async function saveCard(shopper: Shopper, expiration: string) {
  const row = await t.database.db
    .insertInto('payment_aliases')
    .values({
      client_id: shopper.clientId,
      store_id: shopper.shop,
      nom: 'Carte perso',
      marque: 'Visa',
      last4: '1111',
      expiration,
      provider_token: `alias_test_${expiration.replace('/', '')}`,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const page = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('paying with a saved card', () => {
  it('shows the saved card, refuses a missing code, and pays with its code alone', async () => {
    const alias = await saveCard(s, '12/35');
    await fillDriveCart(t, s, 30);
    const { pagePath } = await openDrivePayment(t, s, slotIndex++, { alias_paiement_id: alias });

    const shown = await page(pagePath);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Paiement avec votre carte enregistrée');
    expect(shown.body).toContain('Visa se terminant par 1111, expire fin 12/35');
    expect(shown.body).not.toContain('name="numero"');
    // Another card is one link away.
    expect((await page(`${pagePath}?autre_carte=1`)).body).toContain('name="numero"');

    const missing = await postForm(t, `${pagePath}/carte-enregistree`, { cvc: '12' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Le cryptogramme visuel doit être composé de 3 chiffres.');

    const paid = await postForm(t, `${pagePath}/carte-enregistree`, { cvc: '123' });
    expect(paid.statusCode).toBe(303);
    const id = confirmedOrderId(paid.headers.location);
    expect(id).toBeGreaterThan(0);
    const order = await t.database.db
      .selectFrom('orders')
      .select(['statut_code', 'payment_session_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.statut_code).toBe('COMMANDEE');
    const session = await t.database.db
      .selectFrom('payment_sessions')
      .select('alias_paiement_id')
      .where('id', '=', order.payment_session_id)
      .executeTakeFirstOrThrow();
    expect(session.alias_paiement_id).toBe(String(alias));
  });

  it('refuses an expired saved card and keeps the other card possible', async () => {
    const alias = await saveCard(s, '01/20');
    await fillDriveCart(t, s, 30);
    const { pagePath } = await openDrivePayment(t, s, slotIndex++, { alias_paiement_id: alias });
    const res = await postForm(t, `${pagePath}/carte-enregistree`, { cvc: '123' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Cette carte enregistrée a expiré : payez avec une autre carte.');
    expect(res.body).toContain('autre_carte=1');
  });

  it('never uses another client’s saved card', async () => {
    const theirs = await saveCard(other, '12/35');
    await fillDriveCart(t, s, 30);
    await expect(openDrivePayment(t, s, slotIndex++, { alias_paiement_id: theirs })).rejects.toThrow();
  });
});
