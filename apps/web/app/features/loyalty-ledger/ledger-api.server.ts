/** A card's history from the API: money in integer cents, under the project's names. */
import { endpoints, type LoyaltyLedgerResponse } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';
import type { ShopLedger } from './ledger.ts';

export function decodeLedger(answer: LoyaltyLedgerResponse): ShopLedger {
  const { meta } = answer;
  return {
    movements: answer.data.map((m) => ({
      id: m.id,
      at: m.date,
      account: m.compte,
      direction: m.sens,
      cause: m.cause,
      label: m.libelle,
      amount: m.compte === 'points' ? (m.points ?? 0) : eurosToCents(m.montant_euro ?? 0),
      expiry: m.expiration
        ? { day: m.expiration.date, leftCents: eurosToCents(m.expiration.reste), over: m.expiration.expire }
        : null,
    })),
    page: meta.page,
    perPage: meta.par_page,
    total: meta.total,
    card: {
      id: meta.carte.id,
      label: meta.carte.libelle,
      number: meta.carte.num_carte_carrefour,
      balanceCents: eurosToCents(meta.carte.solde_euro),
      points: meta.carte.solde_point,
    },
    expiries: meta.expirations.map((e) => ({ day: e.date, cents: eurosToCents(e.montant) })),
  };
}

export const ledgerCalls = {
  movements: decodedCall(endpoints.loyaltyLedger.movements, decodeLedger),
};
