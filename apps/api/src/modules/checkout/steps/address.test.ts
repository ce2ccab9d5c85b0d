import { checkoutMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/cart.ts';
import {
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  put,
  type Shopper,
  serviceOf,
} from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  expectRefused,
  type StepWorld,
  stepWorld,
  writeOf,
} from '../../../../test/helpers/checkout-steps.ts';
import { chooseAddress } from './address.ts';
import { commitWrite } from './checkout-write.ts';
import { chooseService } from './service.ts';

let w: StepWorld;
let m: Shopper;
let homeId: number;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 90);
  const list = await call(w.t, 'GET', `/api/me/adresses?magasin_id=${m.shop}`, m.headers);
  homeId = list.json().data.find((a: { defaut: boolean }) => a.defaut).id;
});
afterAll(() => w?.t.close());

/** An address in a commune the store does not deliver (a real commune far away). */
const farAddress = {
  civilite: 'Mme',
  prenom: 'Marie',
  nom: 'Dupont',
  adresse: '1 place de la Mairie',
  code_postal: '13001',
  code_insee: '13201',
  nom_commune: 'Marseille 1er Arrondissement',
  tel: '0612345678',
};

describe('address step', () => {
  it('refuses an address off home delivery (no service, or a drive chosen in the same write)', async () => {
    const c = await createCheckout(w.t, m);
    await put(w.t, m, c, { service_id: null });
    const none = await writeOf(w, m, c.data.id);
    await expectRefused(
      () => chooseAddress(none, homeId, w.deps.addresses),
      422,
      checkoutMessages.serviceRequired,
      'idAdresseLivraison',
    );
    const drive = await writeOf(w, m, c.data.id);
    chooseService(drive, serviceOf(c, 'DRIVE').id);
    await expectRefused(
      () => chooseAddress(drive, homeId, w.deps.addresses),
      422,
      checkoutMessages.serviceRequired,
      'idAdresseLivraison',
    );
  });

  it('takes one of the client’s delivered addresses for a home delivery chosen in the same write', async () => {
    const c = await createCheckout(w.t, m);
    await put(w.t, m, c, { service_id: null });
    const write = await writeOf(w, m, c.data.id);
    const lad = serviceOf(c, 'LAD');
    chooseService(write, lad.id);
    await expectRefused(
      () => chooseAddress(write, 999_999, w.deps.addresses),
      422,
      checkoutMessages.addressUnknown,
      'idAdresseLivraison',
    );
    const far = await call(w.t, 'POST', '/api/me/adresses', m.headers, farAddress);
    expect(far.statusCode).toBe(201);
    const j = await julien(w.t);
    const foreign = await call(w.t, 'POST', '/api/me/adresses', j.headers, {
      ...farAddress,
      prenom: 'Julien',
    });
    expect(foreign.statusCode).toBe(201);
    await expectRefused(
      () => chooseAddress(write, foreign.json().data.id, w.deps.addresses),
      422,
      checkoutMessages.addressUnknown,
      'idAdresseLivraison',
    );
    await expectRefused(
      () => chooseAddress(write, far.json().data.id, w.deps.addresses),
      422,
      messages.deliveryNotInCommune,
      'idAdresseLivraison',
    );
    expect(write.changes).toEqual({ service_id: lad.id, advantages_computed: 0 });
    await chooseAddress(write, homeId, w.deps.addresses);
    expect(write.changes.address_id).toBe(homeId);
    await commitWrite(w.deps, write);
    expect(await checkoutRow(w, c.data.id)).toMatchObject({ service_id: lad.id, address_id: homeId });
  });

  it('keeps the address when absent, removes it with null, and off home delivery', async () => {
    const c = await createCheckout(w.t, m);
    const lad = serviceOf(c, 'LAD');
    const withAddress = await put(w.t, m, c, { service_id: lad.id, idAdresseLivraison: homeId });
    expect(withAddress.statusCode).toBe(200);
    const kept = await writeOf(w, m, c.data.id);
    await chooseAddress(kept, undefined, w.deps.addresses);
    expect(kept.changes).toEqual({});
    const cleared = await writeOf(w, m, c.data.id);
    await chooseAddress(cleared, null, w.deps.addresses);
    expect(cleared.changes).toEqual({ address_id: null });
    const toDrive = await writeOf(w, m, c.data.id);
    chooseService(toDrive, serviceOf(c, 'DRIVE').id);
    await chooseAddress(toDrive, undefined, w.deps.addresses);
    expect(toDrive.changes.address_id).toBeNull();
  });
});
