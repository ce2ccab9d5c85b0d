import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderToPrepare } from '../../../test/helpers/preparation.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-preparation.ts';
import type {} from '../../db/schema-staff.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';

let s: TestServices;
let preparer: AuthenticatedStaff;

beforeAll(async () => {
  s = await createTestServices();
  const row = await s.database.db
    .selectFrom('staff_accounts as a')
    .innerJoin('staff_stores as st', 'st.staff_id', 'a.id')
    .select(['a.id', 'a.email', 'a.display_name', 'st.store_id'])
    .where('a.email', '=', DEMO_STAFF_ACCOUNTS.preparer.email)
    .executeTakeFirstOrThrow();
  preparer = {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: 'preparateur',
    storeIds: [row.store_id],
    sessionId: 'service-test',
  };
});
afterAll(async () => {
  await s?.close();
});

describe('PreparationService', () => {
  it('keeps the order’s promo reduction and fees in the final amount, and writes nothing on a refusal', async () => {
    const { db } = s.database;
    const order = await orderToPrepare(db);
    // A 5 € promo code taken off the placed total.
    await db
      .insertInto('order_fees')
      .values({
        order_id: order.id,
        kind: 'reduction',
        type: 'code_promo',
        libelle: 'Code promo',
        valeur_cents: 500,
      })
      .execute();
    await db
      .updateTable('orders')
      .set((eb) => ({ total_cents: eb('total_cents', '-', 500) }))
      .where('id', '=', order.id)
      .execute();
    const { preparation } = s.services;
    const now = new Date();
    await preparation.start(preparer, order.id, now);
    for (const id of order.units)
      await preparation.setLine(preparer, order.id, id, { resultat: 'manquant' }, now);
    const refused = preparation.setLine(
      preparer,
      order.id,
      order.weighed[0]!,
      { resultat: 'pese', poids_g: 10 },
      now,
    );
    await expect(refused).rejects.toMatchObject({ code: API_ERROR_CODES.preparationOutcomeRefused });
    expect(
      await db
        .selectFrom('order_line_preparations')
        .select('id')
        .where('order_line_id', '=', order.weighed[0]!)
        .execute(),
    ).toEqual([]);
    for (const id of order.weighed)
      await preparation.setLine(preparer, order.id, id, { resultat: 'manquant' }, now);
    const done = await preparation.finish(preparer, order.id, now);
    // Every line missing: the promo cannot take more than the lines (0 €), the fees stay.
    expect(done.montant_final).toBe(3);
    expect(done.statut_code).toBe('EN_ATTENTE');
  });
});
