import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MoneyAccount } from '../../db/schema-ledger.ts';
import * as repo from './ledger.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type { BalanceMismatch } from './ledger.repository.ts';

/** Money taken from one card (by a payment) and held by an order or a session. */
export interface Held {
  account: MoneyAccount;
  numero: string;
  cents: number;
}

/** Thrown when money would go to a card nobody holds: the caller's transaction is undone. */
export class NoCardForMoney extends Error {}

/** Thrown when a card holds fewer points than a transformation takes: the caller's transaction is undone. */
export class NotEnoughPoints extends Error {}

/**
 * The one way a gift card's or a cagnotte's balance moves (decision 093). Each movement is a ledger
 * row with its cause and an idempotency key, written in the caller's transaction together with the
 * balance it changes; a movement whose key is already there changes nothing. Money is named by the
 * card's number, so a refund reaches the card it came from even after the card left the account (a
 * partner card goes back to the issuer's register, and its money with it).
 *
 * Locks, in this order everywhere: a partner card's register row, then the account's card row.
 */
export class StoredValueLedger {
  constructor(private readonly db: Kysely<DB>) {}

  /** Takes what a payment spends from a card; false when the card no longer covers it. */
  async spend(
    trx: Db,
    s: { account: MoneyAccount; numero: string; clientId: number; cents: number; sessionId: string },
    nowIso: string,
  ): Promise<boolean> {
    const taken =
      s.account === 'carte_cadeau'
        ? await repo.takeFromGiftCard(trx, s.numero, s.cents, nowIso)
        : await repo.takeFromCagnotte(trx, s.numero, s.clientId, s.cents, nowIso);
    if (!taken) return false;
    await repo.insertMovement(trx, {
      account: s.account,
      numero: s.numero,
      cents: -s.cents,
      cause: 'paiement',
      key: `paiement:${s.sessionId}:${s.account}`,
      sessionId: s.sessionId,
      nowIso,
    });
    return true;
  }

  /** Gives money back to the card it came from, once per key. */
  async giveBack(
    trx: Db,
    m: { held: Held; cause: string; key: string; orderId?: number | null; sessionId?: string | null },
    nowIso: string,
  ): Promise<void> {
    if (m.held.cents <= 0) return;
    const written = await repo.insertMovement(trx, {
      account: m.held.account,
      numero: m.held.numero,
      cents: m.held.cents,
      cause: m.cause,
      key: m.key,
      orderId: m.orderId,
      sessionId: m.sessionId,
      nowIso,
    });
    if (!written) return;
    const added =
      m.held.account === 'carte_cadeau'
        ? await repo.addToGiftCard(trx, m.held.numero, m.held.cents, nowIso)
        : await repo.addToCagnotte(trx, m.held.numero, m.held.cents, nowIso);
    if (!added) throw new NoCardForMoney(`${m.held.account} ${m.held.numero}`);
  }

  /**
   * Credits what an order earned to a loyalty card where it is now (decision 123): `cagnotte` in
   * cents, `points` in points, once per key. Throws `NoCardForMoney` when nobody holds the card.
   */
  async credit(
    trx: Db,
    c: {
      account: 'cagnotte' | 'points';
      numero: string;
      amount: number;
      key: string;
      orderId: number;
      /** `gain` (an order's earning) by default; `defi` for a défi's reward (decision 127). */
      cause?: 'gain' | 'defi';
    },
    nowIso: string,
  ): Promise<boolean> {
    if (c.amount <= 0) return false;
    const written = await repo.insertMovement(trx, {
      account: c.account,
      numero: c.numero,
      cents: c.amount,
      cause: c.cause ?? 'gain',
      key: c.key,
      orderId: c.orderId,
      nowIso,
    });
    if (!written) return false;
    const added =
      c.account === 'cagnotte'
        ? await repo.addToCagnotte(trx, c.numero, c.amount, nowIso)
        : await repo.addPoints(trx, c.numero, c.amount, nowIso);
    if (!added) throw new NoCardForMoney(`${c.account} ${c.numero}`);
    return true;
  }

  /**
   * The cagnotte of a till receipt (decision 128), once per key: what was spent at the till is taken
   * from the card where it is now (its account, else the register) — `false` when the card holds less,
   * and the caller undoes its transaction — then what the receipt earned is credited there. Movements
   * `ticket_paiement` and `ticket_gain` under `{key}:paiement` and `{key}:gain`; `nowIso` dates them.
   * Throws `NoCardForMoney` when nobody holds the card.
   */
  async tillReceipt(
    trx: Db,
    r: { numero: string; spentCents: number; earnedCents: number; key: string },
    nowIso: string,
  ): Promise<boolean> {
    if (r.spentCents > 0) {
      const written = await repo.insertMovement(trx, {
        account: 'cagnotte',
        numero: r.numero,
        cents: -r.spentCents,
        cause: 'ticket_paiement',
        key: `${r.key}:paiement`,
        nowIso,
      });
      if (written && !(await repo.takeFromCagnotteWhereItIs(trx, r.numero, r.spentCents, nowIso)))
        return false;
    }
    if (r.earnedCents > 0) {
      const written = await repo.insertMovement(trx, {
        account: 'cagnotte',
        numero: r.numero,
        cents: r.earnedCents,
        cause: 'ticket_gain',
        key: `${r.key}:gain`,
        nowIso,
      });
      if (written && !(await repo.addToCagnotte(trx, r.numero, r.earnedCents, nowIso)))
        throw new NoCardForMoney(`cagnotte ${r.numero}`);
    }
    return true;
  }

  /**
   * Turns a card's points into euros on its cagnotte (decision 125): a `points` movement −points and
   * a `cagnotte` movement +cents under one request key, with both balances, once per key. A key
   * already used answers what it moved then (`replayed`), whatever the card holds now. Throws
   * `NotEnoughPoints` when the client's card holds fewer points: the caller's transaction is undone.
   */
  async convertPoints(
    trx: Db,
    c: { numero: string; clientId: number; points: number; cents: number; key: string },
    nowIso: string,
  ): Promise<{ replayed: false } | { replayed: true; numero: string; points: number; cents: number }> {
    const keys = { points: `${c.key}:points`, cagnotte: `${c.key}:cagnotte` };
    const movement = { numero: c.numero, cause: 'conversion', nowIso };
    const first = await repo.insertMovement(trx, {
      ...movement,
      account: 'points',
      cents: -c.points,
      key: keys.points,
    });
    if (!first) {
      const done = await repo.movementsByKeys(trx, [keys.points, keys.cagnotte]);
      const of = (account: string) => done.find((m) => m.account === account);
      return {
        replayed: true,
        numero: of('points')?.numero ?? '',
        points: -(of('points')?.amount_cents ?? 0),
        cents: of('cagnotte')?.amount_cents ?? 0,
      };
    }
    if (!(await repo.convertPointsOnCard(trx, c, nowIso))) throw new NotEnoughPoints(c.numero);
    await repo.insertMovement(trx, { ...movement, account: 'cagnotte', cents: c.cents, key: keys.cagnotte });
    return { replayed: false };
  }

  /**
   * Writes off what is left of a cagnotte credit whose day has passed (decision 127): the movement
   * `expiration:{creditId}` first, then the card where it is now (its account, else the register),
   * once per credit. False when that credit was already expired. Throws when the card no longer
   * holds the amount or nobody holds it: the caller's transaction is undone.
   */
  async expire(trx: Db, e: { numero: string; creditId: number; cents: number }, nowIso: string) {
    if (e.cents <= 0) return false;
    const written = await repo.insertMovement(trx, {
      account: 'cagnotte',
      numero: e.numero,
      cents: -e.cents,
      cause: 'expiration',
      key: `expiration:${e.creditId}`,
      nowIso,
    });
    if (!written) return false;
    if (!(await repo.takeFromCagnotteWhereItIs(trx, e.numero, e.cents, nowIso)))
      throw new NoCardForMoney(`cagnotte ${e.numero}: ${e.cents} cents to expire`);
    return true;
  }

  /**
   * An account deleted by its owner: the cagnottes and the points of its own-brand cards, which no
   * register keeps, are closed with a movement each (a partner card goes back to its register with
   * its money and points).
   */
  async closeOwnCagnottes(trx: Db, clientId: number, nowIso: string): Promise<void> {
    for (const card of await repo.ownCardsWithPoints(trx, clientId))
      await this.closePoints(trx, { ...card, cause: 'compte_supprime' }, nowIso);
    for (const card of await repo.ownCardsWithMoney(trx, clientId)) {
      if (!(await repo.emptyCagnotte(trx, card.numero, card.solde_cents, nowIso)))
        throw new Error(`cagnotte ${card.numero} moved while its account was deleted`);
      await repo.insertMovement(trx, {
        account: 'cagnotte',
        numero: card.numero,
        cents: -card.solde_cents,
        cause: 'compte_supprime',
        key: `compte_supprime:${card.numero}:${nowIso}`,
        nowIso,
      });
    }
  }

  /**
   * An own-brand card removed from its account (no register keeps it): the points it held when it
   * was deleted, in the caller's transaction, leave the ledger with a `carte_supprimee` movement.
   */
  async closeRemovedCardPoints(trx: Db, removed: { numero: string; solde_points: number }, nowIso: string) {
    if (removed.solde_points === 0) return;
    await repo.insertMovement(trx, {
      account: 'points',
      numero: removed.numero,
      cents: -removed.solde_points,
      cause: 'carte_supprimee',
      key: `carte_supprimee:points:${removed.numero}:${nowIso}`,
      nowIso,
    });
  }

  private async closePoints(
    trx: Db,
    card: { numero: string; solde_points: number; cause: string },
    nowIso: string,
  ): Promise<void> {
    if (!(await repo.emptyPoints(trx, card.numero, card.solde_points, nowIso)))
      throw new Error(`points ${card.numero} moved while they were closed`);
    await repo.insertMovement(trx, {
      account: 'points',
      numero: card.numero,
      cents: -card.solde_points,
      cause: card.cause,
      key: `${card.cause}:points:${card.numero}:${nowIso}`,
      nowIso,
    });
  }

  /** Opening movements for balances the ledger does not know yet (the seed's cards). */
  openBalances(db: Db, nowIso: string): Promise<void> {
    return repo.openBalances(db, nowIso);
  }

  /** The cards whose balance is not the sum of their movements (empty when the ledger holds). */
  mismatches(): Promise<repo.BalanceMismatch[]> {
    return repo.balanceMismatches(this.db);
  }
}
