import {
  type Earning,
  type EarningLine,
  type EarningRule,
  earningCard,
  mayEarnLoyalty,
  NOTHING_EARNED,
  orderEarning,
  preparedLineCents,
} from '@cabas/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import * as repo from './loyalty-earning.repository.ts';

type LineRow = Awaited<ReturnType<typeof repo.preparedLines>>[number];
type RuleRow = Awaited<ReturnType<typeof repo.rulesOf>>[number];

/**
 * Loyalty earned by an order (issue #40, decision 123): at its hand-over, in the closing's
 * transaction, the order's final prepared lines earn by the store's rules, and the customer's card is
 * credited through the stored-value ledger — euros on its cagnotte, points — once per order whatever
 * the retries (the order's row in `order_loyalty_earnings` and the ledger's keys
 * `gain:{order}:cagnotte`, `gain:{order}:points`). A pro, a client without a card, or an order that
 * earns nothing: nothing is written.
 */
export class LoyaltyEarningService {
  constructor(private readonly ledger: Pick<StoredValueLedger, 'credit'>) {}

  async atHandOver(trx: Transaction<DB>, orderId: number, now: Date): Promise<Earning> {
    const order = await repo.findOrder(trx, orderId);
    if (!order || !mayEarnLoyalty({ isPro: order.is_pro === 1 })) return NOTHING_EARNED;
    const card = earningCard(
      (await repo.cardsOf(trx, order.client_id)).map((c) => ({
        numero: c.numero,
        typeCarte: c.type_carte,
        sousType: c.sous_type,
        expired: c.expired === 1,
      })),
    );
    if (!card) return NOTHING_EARNED;
    const rules = (await repo.rulesOf(trx, order.store_id)).map(toRule);
    if (rules.length === 0) return NOTHING_EARNED;
    const earning = orderEarning(rules, await this.lines(trx, orderId), order.store_id, now);
    if (earning.cents === 0 && earning.points === 0) return NOTHING_EARNED;
    const nowIso = now.toISOString();
    const recorded = await repo.recordEarning(trx, {
      order_id: orderId,
      client_id: order.client_id,
      card_numero: card,
      cents: earning.cents,
      points: earning.points,
      created_at: nowIso,
    });
    if (!recorded) return earning;
    await this.ledger.credit(
      trx,
      { account: 'cagnotte', numero: card, amount: earning.cents, key: `gain:${orderId}:cagnotte`, orderId },
      nowIso,
    );
    await this.ledger.credit(
      trx,
      { account: 'points', numero: card, amount: earning.points, key: `gain:${orderId}:points`, orderId },
      nowIso,
    );
    return earning;
  }

  /** The lines as handed over: what each finally cost, and the product the customer took home. */
  private async lines(trx: Transaction<DB>, orderId: number): Promise<EarningLine[]> {
    const rows = await repo.preparedLines(trx, orderId);
    const products = rows.map(handedOverProduct);
    const paths = new Map(
      (await repo.categoryPaths(trx, [...new Set(products)])).map((p) => [
        p.id,
        [p.c1, p.c2, p.c3].filter((id): id is number => id !== null),
      ]),
    );
    return rows.map((row, i) => ({
      productId: products[i]!,
      categoryPath: paths.get(products[i]!) ?? [],
      finalCents: preparedLineCents({
        outcome: row.outcome,
        finalCents: row.final_cents,
        totalCents: row.total_cents,
        decision: row.decision_client,
      }),
      giftCard: row.gift_card_cents > 0,
    }));
  }
}

const handedOverProduct = (row: LineRow) =>
  row.outcome === 'remplace' && row.substitute_product_id !== null
    ? row.substitute_product_id
    : row.product_id;

const toRule = (r: RuleRow): EarningRule => ({
  id: r.id,
  storeId: r.store_id,
  scope: r.scope,
  categoryId: r.category_id,
  productId: r.product_id,
  kind: r.kind,
  rate: r.rate,
  from: r.starts_at,
  until: r.ends_at,
});
