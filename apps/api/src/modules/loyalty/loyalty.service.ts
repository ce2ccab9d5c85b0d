import { randomInt } from 'node:crypto';
import {
  API_ERROR_CODES,
  accountMessages,
  invalidLoyaltyCardMessage,
  LOYALTY_CARD_LOCK_MS,
  LOYALTY_CODE_MAX_FAILURES,
  type LoyaltyCard,
  type LoyaltyCardListResponse,
  type LoyaltyCreateBody,
  type LoyaltyPairBody,
  loyaltyMessages,
} from '@cabas/contracts';
import {
  centsToEuros,
  isLoyaltyCardLocked,
  loyaltyCardLabel,
  loyaltyTotals,
  maskCardNumber,
  mayHoldLoyaltyCards,
  partnerCardKind,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LoyaltyCardRow } from '../../db/schema-checkout.ts';
import { recordWrongCode, resetWrongCodes } from '../../platform/auth/code-locks.repository.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { isUniqueViolation } from '../accounts/clients.repository.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import * as repo from './loyalty.repository.ts';
import { verifyLoyaltyCode } from './loyalty-code.ts';

type Shopper = { id: number; isPro: boolean };

const refusedToPros = () => new DomainError(API_ERROR_CODES.loyaltyProRefused, loyaltyMessages.proRefused);
const unknownCard = () => new DomainError(API_ERROR_CODES.loyaltyCardNotFound, loyaltyMessages.cardUnknown);
const invalidCard = (numero: string) =>
  new DomainError(API_ERROR_CODES.loyaltyCardInvalid, invalidLoyaltyCardMessage(partnerCardKind(numero)));
const lockedCard = () => new DomainError(API_ERROR_CODES.loyaltyCardLocked, loyaltyMessages.cardLocked);
const alreadyLinked = () =>
  new DomainError(API_ERROR_CODES.loyaltyCardAlreadyLinked, loyaltyMessages.alreadyLinked);
const ownCardExists = () => new DomainError(API_ERROR_CODES.loyaltyCardExists, loyaltyMessages.ownCardExists);
const ownCardNotEmpty = () =>
  new DomainError(API_ERROR_CODES.loyaltyCardNotEmpty, loyaltyMessages.ownCardNotEmpty);
const wrongCode = () =>
  new DomainError(API_ERROR_CODES.loyaltyCodeInvalid, loyaltyMessages.codeInvalid, {
    code_pin_carrefour: [loyaltyMessages.codeInvalid],
  });

function present(row: LoyaltyCardRow): LoyaltyCard {
  return {
    id: row.id,
    type_carte: row.type_carte as LoyaltyCard['type_carte'],
    sous_type: row.sous_type === 'CRF' ? 'CRF' : 'CP',
    libelle: loyaltyCardLabel(row.type_carte, row.numero),
    num_carte_carrefour: maskCardNumber(row.numero),
    solde_euro: centsToEuros(row.solde_cents),
    solde_euro_suiv: centsToEuros(row.solde_suiv_cents),
    solde_point: row.solde_points,
    solde_point_suiv: row.solde_points_suiv,
    is_data_live: true,
    expired: row.expired === 1,
    date_ajout: row.created_at,
  };
}

/** A new own-brand card number: 16 digits starting with 913, like the cards printed in store. */
const ownCardNumber = () => `913${String(randomInt(0, 10 ** 13)).padStart(13, '0')}`;

/**
 * The loyalty cards of a customer's account (decisions 078 and 079): the list with its totals, the
 * linking of a partner card issued by the partner (its number, then its code cagnotte; 3 wrong codes
 * lock the card for an hour), the creation of the shop's own card, and the removal of a card. Pros
 * have no loyalty scheme (403). Every call reads and changes the caller's cards only.
 */
export class LoyaltyService {
  constructor(
    readonly db: Kysely<DB>,
    /** An own-brand card's points leave the ledger with the card (decision 123). */
    private readonly ledger: Pick<StoredValueLedger, 'closeRemovedCardPoints'>,
  ) {}

  async list(shopper: Shopper): Promise<LoyaltyCardListResponse> {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    const rows = await repo.findCards(this.db, shopper.id);
    const totals = loyaltyTotals(
      rows.map((r) => ({
        soldeCents: r.solde_cents,
        soldeSuivCents: r.solde_suiv_cents,
        soldePoints: r.solde_points,
        soldePointsSuiv: r.solde_points_suiv,
        expired: r.expired === 1,
      })),
    );
    return {
      data: rows.map(present),
      meta: {
        totaux: { solde_euro: centsToEuros(totals.cents), solde_point: totals.points },
        creation_possible: !rows.some((r) => r.sous_type === 'CP'),
      },
    };
  }

  /** The partner card the number names, if it may be linked now (else the refusal to show). */
  private async linkable(numero: string, now: Date) {
    const issued = await repo.findIssuedCard(this.db, numero);
    if (issued?.active !== 1) throw invalidCard(numero);
    if (await repo.isNumberLinked(this.db, numero)) throw alreadyLinked();
    if (isLoyaltyCardLocked(issued.locked_until, now)) throw lockedCard();
    return issued;
  }

  async preValidate(shopper: Shopper, numero: string, now: Date) {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    const issued = await this.linkable(numero, now);
    return {
      data: {
        num_carte_carrefour: maskCardNumber(numero),
        type_carte: issued.type_carte === 'C4' ? ('C4' as const) : ('CRF' as const),
        libelle_type: partnerCardKind(numero),
      },
    };
  }

  /** `captchaSolved` runs after the shopper and the body are known good, before the code is looked at. */
  async pair(
    shopper: Shopper,
    body: Omit<LoyaltyPairBody, 'g-captcha-response'>,
    captchaSolved: () => Promise<boolean>,
    now: Date,
  ): Promise<{ data: LoyaltyCard }> {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    if (!(await captchaSolved()))
      throw new DomainError(API_ERROR_CODES.captchaInvalid, accountMessages.captchaFailed, {
        'g-captcha-response': [accountMessages.captchaFailed],
      });
    const numero = body.num_carte_carrefour;
    const issued = await this.linkable(numero, now);
    if (issued.type_carte !== body.type_carte) throw invalidCard(numero);
    const nowIso = now.toISOString();
    if (!verifyLoyaltyCode(numero, body.code_pin_carrefour, issued.code_hash)) {
      await recordWrongCode(this.db, 'loyalty_card_register', issued.id, nowIso, {
        maxFailures: LOYALTY_CODE_MAX_FAILURES,
        lockedUntil: new Date(now.getTime() + LOYALTY_CARD_LOCK_MS).toISOString(),
      });
      const after = await repo.findIssuedCard(this.db, numero);
      throw isLoyaltyCardLocked(after?.locked_until ?? null, now) ? lockedCard() : wrongCode();
    }
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        // The register's row is locked by this update before its balances are read and moved to the
        // account: a refund to the card meanwhile waits, then finds the card on the account.
        await resetWrongCodes(trx, 'loyalty_card_register', issued.id, nowIso);
        const current = (await repo.findIssuedCard(trx, numero)) ?? issued;
        const cardId = await repo.insertCard(trx, {
          client_id: shopper.id,
          type_carte: current.type_carte,
          sous_type: current.sous_type,
          numero,
          solde_cents: current.solde_cents,
          solde_suiv_cents: current.solde_suiv_cents,
          solde_points: current.solde_points,
          solde_points_suiv: current.solde_points_suiv,
          code_hash: current.code_hash,
          expired: current.expired,
          created_at: nowIso,
          updated_at: nowIso,
        });
        await repo.refreshHolderFlags(trx, shopper.id);
        return cardId;
      });
      return { data: present((await repo.findOwnedCard(this.db, shopper.id, id))!) };
    } catch (error) {
      // Linked by someone else between the check and the insert.
      if (isUniqueViolation(error)) throw alreadyLinked();
      throw error;
    }
  }

  async create(shopper: Shopper, body: LoyaltyCreateBody, now: Date): Promise<{ data: LoyaltyCard }> {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    const nowIso = now.toISOString();
    for (let attempt = 0; ; attempt++) {
      try {
        const id = await this.db.transaction().execute(async (trx) => {
          if (await repo.hasOwnCard(trx, shopper.id)) throw ownCardExists();
          const cardId = await repo.insertCard(trx, {
            client_id: shopper.id,
            type_carte: 'CM',
            sous_type: 'CP',
            numero: ownCardNumber(),
            code_hash: null,
            accept_email: body.acceptEmail ? 1 : 0,
            accept_sms: body.acceptSms ? 1 : 0,
            created_at: nowIso,
            updated_at: nowIso,
          });
          await repo.refreshHolderFlags(trx, shopper.id);
          return cardId;
        });
        return { data: present((await repo.findOwnedCard(this.db, shopper.id, id))!) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another creation for this account won the race (one own card per account, migration 0034).
        if (await repo.hasOwnCard(this.db, shopper.id)) throw ownCardExists();
        // A drawn number already taken: draw again.
        if (attempt >= 4) throw error;
      }
    }
  }

  async remove(shopper: Shopper, id: number, now: Date): Promise<void> {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    const nowIso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const card = await repo.findOwnedCard(trx, shopper.id, id);
      if (!card) throw unknownCard();
      // Locks in the order a payment and a refund take them (no deadlock on PostgreSQL): the
      // checkouts that chose the card, the register's row, then the card's.
      await repo.forgetInCheckouts(trx, id);
      await repo.lockIssuedCard(trx, card.numero, nowIso);
      // An own-brand card has no register to keep its money: it stays while money is on it or owed.
      if (card.sous_type === 'CP' && (await repo.ownCardHoldsMoney(trx, card.numero)))
        throw ownCardNotEmpty();
      const removed = await repo.deleteCard(trx, shopper.id, id);
      if (!removed) throw unknownCard();
      // The balances as they are once the card is locked (a payment may have spent from it meanwhile).
      await repo.returnToRegister(trx, removed, nowIso);
      if (removed.sous_type === 'CP') await this.ledger.closeRemovedCardPoints(trx, removed, nowIso);
      await repo.refreshHolderFlags(trx, shopper.id);
    });
  }
}
