import {
  API_ERROR_CODES,
  LOYALTY_LEDGER_PAGE_SIZE,
  type LoyaltyLedgerFilters,
  type LoyaltyLedgerResponse,
  loyaltyMessages,
} from '@cabas/contracts';
import {
  cagnotteLots,
  centsToEuros,
  loyaltyCardLabel,
  maskCardNumber,
  mayHoldLoyaltyCards,
  orderInstantRange,
  upcomingExpiries,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-checkout.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { challengeOf, ledgerCausesOf, presentMovement, tillReceiptOf } from './loyalty-ledger.presenter.ts';
import * as repo from './loyalty-ledger.repository.ts';

type Shopper = { id: number; isPro: boolean };

/**
 * A card's history (decision 127): its cagnotte's and points' movements from the ledger, filtered
 * and paginated, each cagnotte credit with the day its euros expire and what is left of them,
 * derived from the same ledger (oldest euros spent first). Only the caller's cards; pros 403.
 */
export class LoyaltyLedgerService {
  constructor(private readonly db: Kysely<DB>) {}

  async movements(
    shopper: Shopper,
    cardId: number,
    query: LoyaltyLedgerFilters,
    now: Date,
  ): Promise<LoyaltyLedgerResponse> {
    if (!mayHoldLoyaltyCards(shopper))
      throw new DomainError(API_ERROR_CODES.loyaltyProRefused, loyaltyMessages.proRefused);
    const card = await this.db
      .selectFrom('loyalty_cards')
      .selectAll()
      .where('client_id', '=', shopper.id)
      .where('id', '=', cardId)
      .executeTakeFirst();
    if (!card) throw new DomainError(API_ERROR_CODES.loyaltyCardNotFound, loyaltyMessages.cardUnknown);
    const range = orderInstantRange({ from: query.du, to: query.au });
    // A partner card changes hands: its holder sees its movements from the day she linked it.
    const linkedAt = card.sous_type === 'CP' ? undefined : card.created_at;
    const from = [range.from, linkedAt]
      .filter((x): x is string => !!x)
      .sort()
      .at(-1);
    const filter: repo.HistoryFilter = {
      numero: card.numero,
      from,
      before: range.before,
      sens: query.sens,
      account: query.compte,
      causes: ledgerCausesOf(query.cause),
    };
    const offset = (query.page - 1) * LOYALTY_LEDGER_PAGE_SIZE;
    const [rows, total, lots] = await Promise.all([
      repo.historyPage(this.db, filter, { limit: LOYALTY_LEDGER_PAGE_SIZE, offset }),
      repo.historyCount(this.db, filter),
      repo.cagnotteMovements(this.db, card.numero).then(cagnotteLots),
    ]);
    const challenges = await repo.challengeTitles(
      this.db,
      rows.map((r) => challengeOf(r.idempotency_key)).filter((id): id is number => id !== null),
    );
    const stores = await repo.storeNames(
      this.db,
      rows.flatMap((r) => tillReceiptOf(r.idempotency_key)?.storeId ?? []),
    );
    const lotOf = new Map(lots.map((l) => [l.creditId, l]));
    return {
      data: rows.map((row) =>
        presentMovement(
          row,
          row.account === 'cagnotte' ? lotOf.get(Number(row.id)) : undefined,
          challenges,
          now,
          stores,
        ),
      ),
      meta: {
        page: query.page,
        par_page: LOYALTY_LEDGER_PAGE_SIZE,
        total,
        carte: {
          id: card.id,
          libelle: loyaltyCardLabel(card.type_carte, card.numero),
          num_carte_carrefour: maskCardNumber(card.numero),
          solde_euro: centsToEuros(card.solde_cents),
          solde_point: card.solde_points,
        },
        expirations: upcomingExpiries(lots, now).map((e) => ({
          date: e.expiresOn,
          montant: centsToEuros(e.cents),
        })),
      },
    };
  }
}
