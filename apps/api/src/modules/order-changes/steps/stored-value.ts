import type { Held, StoredValueLedger } from '../../ledger/stored-value-ledger.ts';
import type { Order, Trx } from './context.ts';

/** Why stored value goes back: the cause of its ledger movements and their key's prefix. */
export interface GiveBackCause {
  cause: 'annulation' | 'modification';
  key: string;
}

export interface StoredValueBack {
  held: Held;
  key: string;
}

/**
 * The cagnotte and gift card money to give back to the cards it came from (their numbers, kept with
 * the order's payment), one movement per account and cause.
 */
export function storedValueBack(
  order: Pick<Order, 'loyalty_card_numero' | 'gift_card_numero'>,
  cents: { giftCard: number; tirelire: number },
  why: GiveBackCause,
): StoredValueBack[] {
  const back: Held[] = [];
  if (cents.tirelire > 0 && order.loyalty_card_numero)
    back.push({ account: 'cagnotte', numero: order.loyalty_card_numero, cents: cents.tirelire });
  if (cents.giftCard > 0 && order.gift_card_numero)
    back.push({ account: 'carte_cadeau', numero: order.gift_card_numero, cents: cents.giftCard });
  return back.map((held) => ({ held, key: `${why.key}:${held.account}` }));
}

/** Gives the money back through the ledger (a movement whose key is there changes nothing). */
export async function giveBackStoredValue(
  trx: Trx,
  ledger: StoredValueLedger,
  orderId: number,
  cause: GiveBackCause['cause'],
  back: readonly StoredValueBack[],
  nowIso: string,
) {
  for (const { held, key } of back) await ledger.giveBack(trx, { held, cause, key, orderId }, nowIso);
}
