import { createHash } from 'node:crypto';
import {
  API_ERROR_CODES,
  TILL_CLOCK_SKEW_MINUTES,
  TILL_RECEIPT_MAX_AGE_DAYS,
  type TillReceiptInput,
  type TillReceiptOutcome,
  type TillReceiptResponse,
  tillReceiptMessages,
} from '@cabas/contracts';
import { centsToEuros, eurosToCents, mainTillPayment, tillLoyalty } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { TillReceiptRow } from '../../db/schema-till-receipts.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import * as repo from './till-receipts.repository.ts';

const m = tillReceiptMessages;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The ledger's key of a receipt's movements: one store's number is one receipt. */
export const tillReceiptKey = (storeId: number, numero: string) => `ticket:${storeId}:${numero}`;

/** The receipt as received, for telling a retry from another receipt under the same number. */
const contentHash = (receipt: TillReceiptInput) =>
  createHash('sha256').update(JSON.stringify(receipt)).digest('base64url');

const answer = (row: TillReceiptRow, replayed: boolean): TillReceiptResponse => ({
  data: {
    magasin_id: row.store_id,
    numero: row.numero,
    resultat: row.outcome as TillReceiptOutcome,
    cagnotte_creditee: centsToEuros(row.credited_cents),
    cagnotte_debitee: centsToEuros(row.debited_cents),
    deja_recu: replayed,
  },
});

const invalid = (field: string, message: string) =>
  new DomainError(API_ERROR_CODES.invalidData, message, { [field]: [message] });

const balanceTooLow = (message: string) =>
  new DomainError(API_ERROR_CODES.tillBalanceTooLow, message, { cagnotte_utilisee: [message] });

/**
 * The receipts the stores' tills post (decision 128). One transaction per receipt: the store's number
 * is claimed first (`till_receipts`, unique by store and number, so a till's retry — even at the same
 * instant — finds it and writes nothing more), then the holder's receipt (her tickets page), then the
 * ledger: what was spent at the till taken from the card if it holds that much, what the receipt
 * earned credited. A card nobody issued is kept without credit; a pro's card earns nothing.
 */
export class TillReceiptsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: Pick<StoredValueLedger, 'tillReceipt'>,
  ) {}

  /** `storeId`: the store whose till token came with the call. */
  async post(
    storeId: number,
    receipt: TillReceiptInput,
    now: Date,
  ): Promise<{ created: boolean; body: TillReceiptResponse }> {
    if (receipt.magasin_id !== storeId) throw new DomainError(API_ERROR_CODES.tillOtherStore, m.otherStore);
    const purchasedAt = new Date(receipt.date_achat);
    if (purchasedAt.getTime() > now.getTime() + TILL_CLOCK_SKEW_MINUTES * MINUTE_MS)
      throw invalid('date_achat', m.dateFuture);
    if (purchasedAt.getTime() < now.getTime() - TILL_RECEIPT_MAX_AGE_DAYS * DAY_MS)
      throw invalid('date_achat', m.dateTooOld);
    if (!(await repo.storeExists(this.db, storeId))) throw invalid('magasin_id', m.store);
    const hash = contentHash(receipt);
    const existing = await repo.findTillReceipt(this.db, storeId, receipt.numero);
    if (existing) return { created: false, body: this.replay(existing, hash) };
    return this.db.transaction().execute((trx) => this.write(trx, storeId, receipt, purchasedAt, hash, now));
  }

  private replay(row: TillReceiptRow, hash: string): TillReceiptResponse {
    if (row.content_hash !== hash)
      throw new DomainError(API_ERROR_CODES.tillReceiptChanged, m.receiptChanged);
    return answer(row, true);
  }

  private async write(
    trx: Transaction<DB>,
    storeId: number,
    receipt: TillReceiptInput,
    purchasedAt: Date,
    hash: string,
    now: Date,
  ): Promise<{ created: boolean; body: TillReceiptResponse }> {
    const nowIso = now.toISOString();
    const card = receipt.num_carte ? await repo.findCard(trx, receipt.num_carte) : undefined;
    const spentCents = eurosToCents(receipt.cagnotte_utilisee);
    const loyalty = tillLoyalty(
      card && {
        typeCarte: card.type_carte,
        sousType: card.sous_type,
        expired: card.expired === 1,
        active: card.active === 1,
        holderIsPro: card.is_pro === 1,
        held: card.client_id !== null,
      },
      Boolean(receipt.num_carte),
      { earnedCents: eurosToCents(receipt.cagnotte_gagnee), spentCents },
    );
    if (spentCents > 0 && !card) throw balanceTooLow(m.noCagnotte);
    const totalCents = eurosToCents(receipt.montant_total_ttc);
    const row = {
      store_id: storeId,
      numero: receipt.numero,
      caisse: receipt.caisse,
      purchased_at: purchasedAt.toISOString(),
      num_carte: receipt.num_carte ?? null,
      client_id: loyalty.customerReceipt ? card!.client_id : null,
      receipt_id: null,
      outcome: loyalty.outcome,
      total_cents: totalCents,
      cagnotte_gagnee_cents: eurosToCents(receipt.cagnotte_gagnee),
      cagnotte_utilisee_cents: spentCents,
      credited_cents: loyalty.creditCents,
      debited_cents: loyalty.debitCents,
      content_hash: hash,
      created_at: nowIso,
    };
    const id = await repo.claimTillReceipt(trx, row);
    if (id === null) {
      // Another call of the same till claimed it meanwhile: its answer, nothing written twice.
      const claimed = await repo.findTillReceipt(trx, storeId, receipt.numero);
      if (!claimed) throw new Error(`till receipt ${storeId}/${receipt.numero} claimed but not found`);
      return { created: false, body: this.replay(claimed, hash) };
    }
    if (loyalty.customerReceipt) await this.customerReceipt(trx, id, receipt, row, card!.client_id!);
    if (loyalty.creditCents > 0 || loyalty.debitCents > 0) {
      const moved = await this.ledger.tillReceipt(
        trx,
        {
          numero: receipt.num_carte!,
          spentCents: loyalty.debitCents,
          earnedCents: loyalty.creditCents,
          key: tillReceiptKey(storeId, receipt.numero),
        },
        nowIso,
      );
      if (!moved) throw balanceTooLow(m.balanceTooLow);
    }
    return { created: true, body: answer({ ...row, id }, false) };
  }

  /** The receipt in the holder's tickets page, with its lines (a catalogue product when its EAN is known). */
  private async customerReceipt(
    trx: Transaction<DB>,
    tillReceiptId: number,
    receipt: TillReceiptInput,
    row: {
      purchased_at: string;
      total_cents: number;
      credited_cents: number;
      cagnotte_utilisee_cents: number;
    },
    clientId: number,
  ): Promise<void> {
    const receiptId = await repo.insertCustomerReceipt(trx, {
      client_id: clientId,
      store_id: receipt.magasin_id,
      numero: receipt.numero,
      caisse: receipt.caisse,
      purchased_at: row.purchased_at,
      total_cents: row.total_cents,
      remise_cents: eurosToCents(receipt.montant_remise),
      cagnotte_gagnee_cents: row.credited_cents,
      cagnotte_utilisee_cents: row.cagnotte_utilisee_cents,
      mode_paiement: mainTillPayment(
        receipt.paiements.map((p) => ({ label: p.libelle, cents: eurosToCents(p.montant) })),
      ),
      num_carte: receipt.num_carte!,
    });
    if (receiptId === null) throw new DomainError(API_ERROR_CODES.tillReceiptNumberTaken, m.numeroTaken);
    await repo.linkCustomerReceipt(trx, tillReceiptId, receiptId);
    const lines = receipt.lignes ?? [];
    const products = await repo.productsByEan(
      trx,
      lines.flatMap((l) => (l.ean ? [l.ean] : [])),
    );
    await repo.insertReceiptLines(
      trx,
      lines.map((l) => ({
        receipt_id: receiptId,
        product_id: (l.ean && products.get(l.ean)) || null,
        designation: l.designation,
        quantity: l.quantite,
        unit_price_cents: eurosToCents(l.prix_unitaire),
        total_cents: eurosToCents(l.montant),
        tva_taux: Math.round(l.taux_tva * 100),
      })),
    );
  }
}
