import {
  API_ERROR_CODES,
  type LoyaltyChallenge,
  type LoyaltyChallengeListResponse,
  loyaltyChallengeMessages,
  loyaltyMessages,
} from '@cabas/contracts';
import {
  CHALLENGE_SHOWN_AFTER_END_MS,
  type Challenge,
  type ChallengeCustomer,
  challengeCard,
  challengeProgress,
  isChallengeOffered,
  isChallengeShown,
  mayHoldLoyaltyCards,
  orderCounts,
  preparedLineCents,
  type WithdrawnOrder,
} from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import { presentOne, toChallenge } from './loyalty-challenges.presenter.ts';
import * as repo from './loyalty-challenges.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;
type Shopper = { id: number; isPro: boolean };

const refusedToPros = () => new DomainError(API_ERROR_CODES.loyaltyProRefused, loyaltyMessages.proRefused);
const notFound = () =>
  new DomainError(API_ERROR_CODES.loyaltyChallengeNotFound, loyaltyChallengeMessages.notFound);

interface Offered {
  row: repo.ChallengeRow;
  challenge: Challenge;
}

/**
 * Défis (issue #40 item 4, decision 126): the challenges offered to a customer with her progress,
 * measured on her withdrawn orders, and — at each hand-over, in the closing's transaction — the
 * reward of a challenge the order completes, credited once through the ledger (key
 * `defi:{challenge}:{client}`), even when two orders completing it are handed over at once: each
 * hand-over locks the customer's entry in the challenge before measuring, so the second one measures
 * after the first has committed and finds it rewarded.
 */
export class LoyaltyChallengesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: Pick<StoredValueLedger, 'credit'>,
  ) {}

  /** The challenges offered to the customer, running or ended less than 30 days ago, with her progress. */
  async list(shopper: Shopper, now: Date): Promise<LoyaltyChallengeListResponse> {
    const offered = await this.offered(shopper, now);
    const data = await this.present(shopper.id, offered, now);
    return { data, meta: { eligible: data.length > 0 } };
  }

  /** One challenge offered to the customer; another's, or one not offered to her: 404. */
  async get(shopper: Shopper, id: number, now: Date): Promise<{ data: LoyaltyChallenge }> {
    const found = (await this.offered(shopper, now)).find((o) => o.row.id === id);
    if (!found) throw notFound();
    const [data] = await this.present(shopper.id, [found], now);
    return { data: data! };
  }

  /**
   * At an order's hand-over, in its transaction (before the loyalty earning, so that the entry's lock
   * is taken before any card's, as everywhere): each running challenge the order counts toward is
   * measured with it, and rewarded if now met. Returns the challenges rewarded.
   */
  async atHandOver(trx: Transaction<DB>, orderId: number, now: Date): Promise<number[]> {
    const order = await repo.orderOf(trx, orderId);
    if (!order || !mayHoldLoyaltyCards({ isPro: order.is_pro === 1 })) return [];
    const customer = await this.customer(trx, order);
    const nowIso = now.toISOString();
    const handedOver: WithdrawnOrder = {
      storeId: order.store_id,
      typePanier: order.type_panier,
      withdrawnAt: nowIso,
      lines: [],
    };
    const running = (await repo.challengesOf(trx, order.id_magasin, nowIso, nowIso))
      .map((row) => ({ row, challenge: toChallenge(row) }))
      .filter(({ challenge }) => isChallengeOffered(challenge, customer))
      .filter(({ challenge }) => orderCounts(challenge, handedOver))
      .sort((a, b) => a.row.id - b.row.id);
    const rewarded: number[] = [];
    for (const { challenge } of running) {
      if (!(await repo.lockOpenEntry(trx, challenge.id, order.client_id, nowIso))) continue;
      const orders = await this.withdrawn(trx, order.client_id, challenge, { orderId, nowIso });
      if (!challengeProgress(challenge, orders).met) continue;
      const card = challengeCard(challenge.eligibility, customer.cards);
      if (!card) continue;
      const reward = { challengeId: challenge.id, clientId: order.client_id, cardNumero: card, orderId };
      if (!(await repo.recordReward(trx, { ...reward, amount: challenge.reward.amount }, nowIso))) continue;
      await this.ledger.credit(
        trx,
        {
          account: challenge.reward.kind,
          numero: card,
          amount: challenge.reward.amount,
          key: `defi:${challenge.id}:${order.client_id}`,
          orderId,
          cause: 'defi',
        },
        nowIso,
      );
      rewarded.push(challenge.id);
    }
    return rewarded;
  }

  private async offered(shopper: Shopper, now: Date): Promise<Offered[]> {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    const client = await repo.customerOf(this.db, shopper.id);
    if (!client) return [];
    const customer = await this.customer(this.db, {
      client_id: client.id,
      is_pro: client.is_pro,
      id_magasin: client.id_magasin,
    });
    const endedSince = new Date(now.getTime() - CHALLENGE_SHOWN_AFTER_END_MS).toISOString();
    return (await repo.challengesOf(this.db, client.id_magasin, now.toISOString(), endedSince))
      .map((row) => ({ row, challenge: toChallenge(row) }))
      .filter(({ challenge }) => isChallengeShown(challenge, now) && isChallengeOffered(challenge, customer));
  }

  private async customer(
    db: Db,
    client: { client_id: number; is_pro: number; id_magasin: number | null },
  ): Promise<ChallengeCustomer> {
    return {
      isPro: client.is_pro === 1,
      storeId: client.id_magasin,
      cards: (await repo.cardsOf(db, client.client_id)).map((c) => ({
        numero: c.numero,
        typeCarte: c.type_carte,
        sousType: c.sous_type,
        expired: c.expired === 1,
      })),
    };
  }

  private async present(clientId: number, offered: Offered[], now: Date): Promise<LoyaltyChallenge[]> {
    if (offered.length === 0) return [];
    const rewards = new Map(
      (
        await repo.entriesOf(
          this.db,
          clientId,
          offered.map((o) => o.row.id),
        )
      ).map((e) => [e.challenge_id, e.rewarded_at]),
    );
    const period = {
      from: offered.map((o) => o.challenge.from).reduce((a, b) => (a < b ? a : b)),
      until: offered.map((o) => o.challenge.until).reduce((a, b) => (a > b ? a : b)),
    };
    const needsLines = offered.some((o) => o.challenge.goal.kind === 'montant_rayon');
    const orders = await this.ordersIn(this.db, clientId, period, needsLines);
    return offered.map(({ row, challenge }) =>
      presentOne(row, challengeProgress(challenge, orders), rewards.get(row.id) ?? null, now),
    );
  }

  /** The orders a challenge measures: those withdrawn in its period, and the one being handed over. */
  private withdrawn(
    trx: Db,
    clientId: number,
    challenge: Challenge,
    handingOver: { orderId: number; nowIso: string },
  ) {
    return this.ordersIn(
      trx,
      clientId,
      { from: challenge.from, until: challenge.until },
      challenge.goal.kind === 'montant_rayon',
      handingOver,
    );
  }

  private async ordersIn(
    db: Db,
    clientId: number,
    period: { from: string; until: string },
    withLines: boolean,
    handingOver?: { orderId: number; nowIso: string },
  ): Promise<WithdrawnOrder[]> {
    const rows = await repo.withdrawnOrders(db, clientId, period, handingOver?.orderId ?? null);
    const lines = withLines
      ? await repo.handedOverLines(
          db,
          rows.map((r) => r.id),
        )
      : [];
    return rows.map((r) => ({
      storeId: r.store_id,
      typePanier: r.type_panier,
      withdrawnAt: r.id === handingOver?.orderId ? handingOver.nowIso : (r.withdrawn_at ?? ''),
      lines: lines
        .filter((l) => l.order_id === r.id)
        .map((l) => ({
          categoryPath: [l.c1, l.c2, l.c3].filter((c): c is number => c !== null),
          finalCents: preparedLineCents({
            outcome: l.outcome,
            finalCents: l.final_cents,
            totalCents: l.total_cents,
            decision: l.decision_client,
          }),
          giftCard: l.gift_card_cents > 0,
        })),
    }));
  }
}
