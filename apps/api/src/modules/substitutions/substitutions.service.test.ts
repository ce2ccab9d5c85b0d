import { API_ERROR_CODES } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCardOrder } from '../../../test/helpers/card-orders.ts';
import { captureOf, markPrepared, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { type OrderToPrepare, orderToPrepare } from '../../../test/helpers/preparation.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-preparation.ts';
import type {} from '../../db/schema-staff.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';

/**
 * The customer's answers to the substitutes of her order (decision 115), without HTTP, on both
 * databases: the answer, the final amount it makes, the deadline's default, the closing's default
 * written once, and the races with the closing and the preparer.
 */

let m: TestServices;
let preparer: AuthenticatedStaff;
let headOffice: AuthenticatedStaff;
let julien: AuthenticatedClient;
let marie: AuthenticatedClient;

async function staffOf(key: keyof typeof DEMO_STAFF_ACCOUNTS): Promise<AuthenticatedStaff> {
  const { db } = m.database;
  const account = DEMO_STAFF_ACCOUNTS[key];
  const stores = await db
    .selectFrom('staff_stores')
    .select('store_id')
    .where('staff_id', '=', await staffIdOf(db, account.email))
    .execute();
  return {
    id: await staffIdOf(db, account.email),
    email: account.email,
    displayName: account.displayName,
    role: account.role,
    storeIds: stores.map((s) => s.store_id),
    sessionId: 'module-test',
  };
}

async function clientOf(email: string): Promise<AuthenticatedClient> {
  const row = await m.database.db
    .selectFrom('clients')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, isPro: false, sessionId: 'module-test' };
}

beforeAll(async () => {
  m = await createTestServices();
  preparer = await staffOf('preparer');
  headOffice = await staffOf('headOffice');
  julien = await clientOf(DEMO_ACCOUNTS.loyalty.email);
  marie = await clientOf(DEMO_ACCOUNTS.standard.email);
});
afterAll(() => m?.close());

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

const row = (lineId: number) =>
  m.database.db
    .selectFrom('order_line_preparations')
    .selectAll()
    .where('order_line_id', '=', lineId)
    .executeTakeFirstOrThrow();

/**
 * Julien's order prepared: its first unit line (substitution accepted) replaced by the first product
 * proposed, the other unit lines picked, the weighed ones missing; the preparation finished.
 */
async function preparedWithSubstitute(now = new Date()) {
  const { preparation } = m.services;
  const order = await orderToPrepare(m.database.db);
  await preparation.start(preparer, order.id, now);
  const [substituted, ...picked] = order.units as [number, ...number[]];
  const [substitute] = await preparation.substitutes(preparer, order.id, substituted, undefined);
  if (!substitute) throw new Error('no substitute in the test catalogue');
  await preparation.setLine(
    preparer,
    order.id,
    substituted,
    { resultat: 'remplace', produit_id: substitute.produit_id },
    now,
  );
  for (const id of picked) await preparation.setLine(preparer, order.id, id, { resultat: 'preleve' }, now);
  for (const id of order.weighed)
    await preparation.setLine(preparer, order.id, id, { resultat: 'manquant' }, now);
  const done = await preparation.finish(preparer, order.id, now);
  return { order, substituted, substitute, done };
}

const slotStart = async (order: OrderToPrepare) => {
  const row = await m.database.db
    .selectFrom('orders as o')
    .innerJoin('slots as s', 's.id', 'o.slot_id')
    .select('s.starts_at')
    .where('o.id', '=', order.id)
    .executeTakeFirstOrThrow();
  return new Date(row.starts_at);
};

const finalCents = async (orderId: number) =>
  eurosToCents((await m.services.preparation.view(preparer, orderId, new Date())).montant_final);

describe('the customer’s answer to a substitute', () => {
  it('tells her by e-mail, shows it on her order, and a refusal takes the substitute off the final amount', async () => {
    const { order, substituted, substitute, done } = await preparedWithSubstitute();
    // One e-mail at the end of the preparation, listing the substitute and the link to the order.
    await m.outbox.drain();
    const ready = m.mails.filter((x) => x.subject.startsWith(`Votre commande ${done.code} est prête`));
    expect(ready.map((x) => x.subject)).toEqual([
      `Votre commande ${done.code} est prête : 1 produit remplacé`,
    ]);
    const mail = ready[0];
    expect(mail?.text).toContain(`remplacé par ${substitute.designation}`);
    expect(mail?.text).toContain(`http://localhost:3000/mon-compte/mes-commandes/${order.id}`);
    expect(mail?.text).toContain('Sans réponse de votre part, le remplacement est accepté.');

    const view = await m.services.orders.get(julien, order.id, new Date());
    const deadline = await slotStart(order);
    expect(view.remplacements).toEqual([
      expect.objectContaining({
        ligne_id: substituted,
        produit_remplacant: substitute.designation,
        decision: 'en_attente',
        modifiable: true,
        date_limite: deadline.toISOString(),
        version: 1,
      }),
    ]);
    const substitutePrice = eurosToCents(view.remplacements[0]!.prix);
    const before = await finalCents(order.id);

    const answer = await m.services.substitutions.answer(
      julien,
      order.id,
      substituted,
      { decision: 'refusee', version: 1 },
      new Date(),
    );
    expect(answer).toMatchObject({ decision: 'refusee', modifiable: false, version: 2 });
    expect(await finalCents(order.id)).toBe(before - substitutePrice);
    expect((await row(substituted)).decided_at).not.toBeNull();
    // The staff's page reads the decision.
    const staffView = await m.services.preparation.view(preparer, order.id, new Date());
    const line = staffView.rayons.flatMap((r) => r.lignes).find((l) => l.id === substituted);
    expect(line?.resultat?.remplacement).toMatchObject({
      decision_client: 'refusee',
      decision_libelle: 'Refusé par le client',
    });
    expect(line?.resultat?.montant_final).toBe(0);

    // The same answer again changes nothing; the other one is refused (one answer).
    expect(
      await m.services.substitutions.answer(
        julien,
        order.id,
        substituted,
        { decision: 'refusee' },
        new Date(),
      ),
    ).toMatchObject({ decision: 'refusee', version: 2 });
    expect(
      await codeOf(
        m.services.substitutions.answer(julien, order.id, substituted, { decision: 'acceptee' }, new Date()),
      ),
    ).toBe(API_ERROR_CODES.substituteAlreadyAnswered);
  });

  it('accepts it by default once her slot has started, and refuses a late answer', async () => {
    const { order, substituted } = await preparedWithSubstitute();
    const before = await finalCents(order.id);
    const late = new Date((await slotStart(order)).getTime() + 60_000);
    expect(
      await codeOf(
        m.services.substitutions.answer(julien, order.id, substituted, { decision: 'refusee' }, late),
      ),
    ).toBe(API_ERROR_CODES.substituteAnswerExpired);
    const view = await m.services.orders.get(julien, order.id, late);
    expect(view.remplacements[0]).toMatchObject({
      decision: 'acceptee_par_defaut',
      decision_libelle: 'Accepté par défaut (sans réponse du client)',
      modifiable: false,
    });
    expect((await row(substituted)).decision_client).toBe('en_attente');
    expect(await finalCents(order.id)).toBe(before);
  });

  it('answers 404 to another customer and for a line not substituted, 409 on a closed order or a changed substitute', async () => {
    const { order, substituted } = await preparedWithSubstitute();
    const { substitutions } = m.services;
    const now = new Date();
    expect(
      await codeOf(substitutions.answer(marie, order.id, substituted, { decision: 'refusee' }, now)),
    ).toBe(API_ERROR_CODES.orderNotFound);
    expect((await m.services.orders.get(julien, order.id, now)).remplacements).toHaveLength(1);
    expect(
      await codeOf(substitutions.answer(julien, order.id, order.units[1]!, { decision: 'refusee' }, now)),
    ).toBe(API_ERROR_CODES.substituteNotFound);
    expect(
      await codeOf(
        substitutions.answer(julien, order.id, substituted, { decision: 'refusee', version: 7 }, now),
      ),
    ).toBe(API_ERROR_CODES.substituteChanged);
    await m.database.db
      .updateTable('orders')
      .set({ statut_code: 'RETIREE' })
      .where('id', '=', order.id)
      .execute();
    expect(
      await codeOf(substitutions.answer(julien, order.id, substituted, { decision: 'refusee' }, now)),
    ).toBe(API_ERROR_CODES.substituteAnswerNotAllowed);
    expect((await row(substituted)).decision_client).toBe('en_attente');
  });
});

describe('the closing and the answers', () => {
  /** Marie's card order, prepared: its only line replaced by a cheaper product, waiting for her answer. */
  async function cardOrderWithSubstitute(decision = 'en_attente') {
    const { db } = m.database;
    const order = await placeCardOrder(m, { quantity: 4 });
    await markPrepared(db, order.id, headOffice.id);
    const line = await db
      .selectFrom('order_lines')
      .select(['id', 'product_id', 'total_cents'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_line_preparations')
      .values({
        order_line_id: line.id,
        order_id: order.id,
        outcome: 'remplace',
        quantity: 4,
        final_cents: line.total_cents - 40,
        substitute_product_id: line.product_id,
        substitute_designation: 'Produit de remplacement',
        substitute_unit_price_cents: (line.total_cents - 40) / 4,
        decision_client: decision,
        prepared_by: headOffice.id,
        version: 1,
        updated_at: new Date().toISOString(),
      })
      .execute();
    return { order, lineId: line.id, substituteCents: line.total_cents - 40 };
  }

  it('writes the default once at the closing: the capture, the row and a late answer agree', async () => {
    const { order, lineId, substituteCents } = await cardOrderWithSubstitute();
    const closed = await m.services.orderClosing.closeByStaff(headOffice, order.id, new Date());
    expect(closed.statut_code).toBe('RETIREE');
    expect(eurosToCents(closed.montant_final)).toBe(substituteCents);
    expect(await captureOf(m.database.db, order.id)).toMatchObject({ final_cents: substituteCents });
    const settled = await row(lineId);
    expect(settled).toMatchObject({ decision_client: 'acceptee_par_defaut', version: 2 });
    expect(settled.decided_at).not.toBeNull();
    expect(
      await codeOf(
        m.services.substitutions.answer(marie, order.id, lineId, { decision: 'refusee' }, new Date()),
      ),
    ).toBe(API_ERROR_CODES.substituteAnswerNotAllowed);
    const mine = await m.services.orders.get(marie, order.id, new Date());
    expect(mine.remplacements[0]).toMatchObject({ decision: 'acceptee_par_defaut', modifiable: false });
  });

  it('keeps an answer given before the closing', async () => {
    const { order, lineId } = await cardOrderWithSubstitute();
    await m.services.substitutions.answer(marie, order.id, lineId, { decision: 'acceptee' }, new Date());
    await m.services.orderClosing.closeByStaff(headOffice, order.id, new Date());
    expect((await row(lineId)).decision_client).toBe('acceptee');
  });

  it('an answer racing the closing’s default: exactly one is written, the loser is told', async () => {
    for (let round = 0; round < 4; round++) {
      const { order, lineId } = await cardOrderWithSubstitute();
      const now = new Date();
      const [answer, settled] = await Promise.all([
        codeOf(m.services.substitutions.answer(marie, order.id, lineId, { decision: 'refusee' }, now)),
        m.services.substitutions.settleAtClosing(order.id, now),
      ]);
      const stored = (await row(lineId)).decision_client;
      if (answer === 'ok') {
        expect(stored).toBe('refusee');
        expect(settled).toBe(0);
      } else {
        expect(answer).toBe(API_ERROR_CODES.substituteAnswerExpired);
        expect(stored).toBe('acceptee_par_defaut');
        expect(settled).toBe(1);
      }
      expect((await row(lineId)).version).toBe(2);
    }
  });

  it('an answer racing the preparer’s new substitute: one wins, nothing is overwritten', async () => {
    const { preparation, substitutions } = m.services;
    const now = new Date();
    const order = await orderToPrepare(m.database.db);
    await preparation.start(preparer, order.id, now);
    const lineId = order.units[0]!;
    const [first, second] = await preparation.substitutes(preparer, order.id, lineId, undefined);
    if (!first || !second) throw new Error('two substitutes needed');
    await preparation.setLine(
      preparer,
      order.id,
      lineId,
      { resultat: 'remplace', produit_id: first.produit_id },
      now,
    );
    const [answer, change] = await Promise.all([
      codeOf(substitutions.answer(julien, order.id, lineId, { decision: 'refusee', version: 1 }, now)),
      codeOf(
        preparation.setLine(
          preparer,
          order.id,
          lineId,
          { resultat: 'remplace', produit_id: second.produit_id, version: 1 },
          now,
        ),
      ),
    ]);
    const stored = await row(lineId);
    expect([answer, change].filter((c) => c === 'ok')).toHaveLength(1);
    if (answer === 'ok') {
      expect(change).toBe(API_ERROR_CODES.preparationLineChanged);
      expect(stored).toMatchObject({ decision_client: 'refusee', substitute_product_id: first.produit_id });
    } else {
      expect(answer).toBe(API_ERROR_CODES.substituteChanged);
      expect(stored).toMatchObject({
        decision_client: 'en_attente',
        substitute_product_id: second.produit_id,
      });
      expect(stored.decided_at).toBeNull();
    }
    expect(stored.version).toBe(2);
  });
});
