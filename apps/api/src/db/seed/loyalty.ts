import type { Insertable, Kysely } from 'kysely';
import { hashLoyaltyCode } from '../../modules/loyalty/loyalty-code.ts';
import type { DB } from '../schema.ts';
import type { LoyaltyCardRegisterTable } from '../schema-checkout.ts';
import { insertRows } from './batch-insert.ts';
import type { SeedClock } from './product-builder.ts';

/**
 * Partner cards issued by the partner and not linked to any account yet (decision 079): a customer
 * links one with its number and code cagnotte. README "Demo loyalty cards" lists them.
 * `active: false` is a card not activated at the store (the invalid card popin).
 */
export const DEMO_PARTNER_CARDS = [
  { numero: '9250000000000011', code: '1234', cents: 840, nextCents: 120, type: 'CRF', active: true },
  { numero: '9250000000000029', code: '2468', cents: 1575, nextCents: 0, type: 'CRF', active: true },
  { numero: '9250000000000037', code: '1357', cents: 300, nextCents: 45, type: 'CRF', active: true },
  { numero: '9250000000000045', code: '8642', cents: 0, nextCents: 0, type: 'CRF', active: true },
  { numero: '4970000000000052', code: '9753', cents: 2210, nextCents: 310, type: 'CRF', active: true },
  { numero: '4970000000000060', code: '1111', cents: 0, nextCents: 0, type: 'C4', active: true },
  { numero: '9250000000000078', code: '4321', cents: 500, nextCents: 0, type: 'CRF', active: false },
] as const;

/** The loyalty demo account's partner card (linked by the seed, also in the issuer's register). */
export const LINKED_DEMO_CARD = { numero: '9250000012345678', code: '5678' } as const;

export async function seedLoyaltyRegister(db: Kysely<DB>, clock: SeedClock): Promise<void> {
  const issued = new Date(clock.today.getTime() - 90 * 86_400_000).toISOString();
  const cards = [
    ...DEMO_PARTNER_CARDS,
    { ...LINKED_DEMO_CARD, cents: 0, nextCents: 0, type: 'CRF', active: true },
  ];
  // Every row names every column: the batch insert takes its column list from the rows.
  const rows: Insertable<LoyaltyCardRegisterTable>[] = cards.map((card) => ({
    numero: card.numero,
    type_carte: card.type,
    sous_type: 'CRF',
    code_hash: hashLoyaltyCode(card.numero, card.code),
    solde_cents: card.cents,
    solde_suiv_cents: card.nextCents,
    solde_points: 0,
    solde_points_suiv: 0,
    active: card.active ? 1 : 0,
    expired: 0,
    failed_attempts: 0,
    locked_until: null,
    created_at: issued,
    updated_at: issued,
  }));
  await insertRows(db, 'loyalty_card_register', rows);
}
