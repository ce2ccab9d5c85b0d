import { API_ERROR_CODES, checkoutMessages, DELIVERY_ADDRESS_MAX } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import { marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  m = await marie(t);
});
afterAll(() => t?.close());

const address = {
  civilite: 'Mme',
  prenom: 'Marie',
  nom: 'Dupont',
  adresse: '5 avenue Ledru-Rollin',
  tel: '06 11 22 33 44',
  code_postal: '13001',
  code_insee: '13201',
  nom_commune: 'Marseille 1er Arrondissement',
};

const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('delivery_addresses')
        .where('client_id', '=', m.clientId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the cap of delivery addresses', () => {
  it('holds under parallel creates: exactly the cap, the others refused with its message', async () => {
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: DELIVERY_ADDRESS_MAX + 20 }, () =>
        call(t, 'POST', '/api/me/adresses', m.headers, address),
      ),
    );
    expect(await count()).toBe(DELIVERY_ADDRESS_MAX);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(20 + before);
    for (const answer of refused)
      expect(answer.json()).toEqual({
        status_code: 409,
        message: checkoutMessages.addressTooMany,
        code: API_ERROR_CODES.addressLimitReached,
      });
  });
});
