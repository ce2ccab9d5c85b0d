import {
  API_ERROR_CODES,
  DEFAULT_TICKET_PREFERENCE,
  orderDocumentMessages,
  TICKET_PREFERENCES,
  type TicketListQuery,
  type TicketListResponse,
  type TicketPreference,
  type TicketPreferenceResponse,
} from '@cabas/contracts';
import { centsToEuros, type DayRange, dayRangeInstants, orderDate, presetRange } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-till-receipts.ts';
import { DOCUMENT_CACHE_SIZES } from '../../platform/cache-sizes.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { DocumentCache, documentVersion } from './document-cache.ts';
import { type ReceiptFacts, receiptPdf } from './documents.ts';
import { paymentLabel, tillPaymentLabel } from './labels.ts';
import * as docs from './order-documents.repository.ts';
import type { ReceiptFilter } from './receipts.repository.ts';
import * as repo from './receipts.repository.ts';

const cardHolderOnly = () =>
  new DomainError(API_ERROR_CODES.cardHolderOnly, orderDocumentMessages.cardHolderOnly);

/** The days a query asks for: a preset period, a custom one, or open bounds. */
function rangeOf(query: TicketListQuery, now: Date): Partial<DayRange> | null {
  if (query.periode && query.periode !== 'personnalisee') return presetRange(query.periode, now);
  if (!query.date_min && !query.date_max) return null;
  return { from: query.date_min, to: query.date_max };
}

function filterOf(query: TicketListQuery, now: Date): ReceiptFilter {
  const range = rangeOf(query, now);
  const filter: ReceiptFilter = { storeId: query.magasin_id };
  if (range?.from) filter.start = dayRangeInstants({ from: range.from, to: range.from }).start;
  if (range?.to) filter.end = dayRangeInstants({ from: range.to, to: range.to }).end;
  return filter;
}

/**
 * The in-store purchases of loyalty card holders (their till receipts) and how they want the
 * receipt at the till. A client without a card gets 403: the page explains how to get one. A
 * receipt's PDF is made once per version and kept in `cache` (decision record 095), after the
 * holder and owner checks.
 */
export class ReceiptsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache = new DocumentCache(DOCUMENT_CACHE_SIZES.receipts),
  ) {}

  private async holder(clientId: number) {
    const client = await docs.findClient(this.db, clientId);
    // Pros have no loyalty scheme: no in-store receipts in their account.
    const holder =
      client?.is_pro === 0 && (client.own_cards_holder === 1 || client.partner_card_holder === 1);
    if (!client || !holder) throw cardHolderOnly();
    return client;
  }

  async list(clientId: number, query: TicketListQuery, now: Date): Promise<TicketListResponse> {
    await this.holder(clientId);
    const filter = filterOf(query, now);
    const [rows, total, stores] = await Promise.all([
      repo.listReceipts(this.db, clientId, filter, query.limit, query.offset),
      repo.countReceipts(this.db, clientId, filter),
      repo.receiptStores(this.db, clientId),
    ]);
    return {
      data: rows.map((r) => ({
        id: r.id,
        numero: r.numero,
        magasin: { id: r.store_id, name: r.store_name, ville: r.store_ville },
        date_achat: orderDate(new Date(r.purchased_at)),
        montant_total_ttc: centsToEuros(r.total_cents),
        montant_remise: centsToEuros(r.remise_cents),
        cagnotte_gagnee: centsToEuros(r.cagnotte_gagnee_cents),
        cagnotte_utilisee: centsToEuros(r.cagnotte_utilisee_cents),
        nb_articles: Number(r.nb_articles ?? 0),
        mode_paiement: tillPaymentLabel(r.mode_paiement),
      })),
      meta: { limit: query.limit, offset: query.offset, total, magasins: stores },
    };
  }

  async pdf(clientId: number, id: number): Promise<{ numero: string; pdf: Buffer }> {
    await this.holder(clientId);
    const receipt = await repo.findReceipt(this.db, clientId, id);
    if (!receipt) {
      throw new DomainError(API_ERROR_CODES.receiptNotFound, orderDocumentMessages.receiptNotFound);
    }
    const [store, lines] = await Promise.all([
      docs.findStore(this.db, receipt.store_id),
      repo.receiptLines(this.db, receipt.id),
    ]);
    const facts: ReceiptFacts = {
      numero: receipt.numero,
      caisse: receipt.caisse,
      purchasedAt: new Date(receipt.purchased_at),
      store: {
        name: store?.name ?? '',
        adresse: store?.adresse ?? '',
        cp: store?.cp ?? '',
        ville: store?.ville ?? '',
        telephone: store?.telephone ?? '',
      },
      lines: lines.map((l) => ({
        designation: l.designation,
        quantity: l.quantity,
        unitCents: l.unit_price_cents,
        totalCents: l.total_cents,
        rate: l.tva_taux,
      })),
      totalCents: receipt.total_cents,
      remiseCents: receipt.remise_cents,
      cagnotteGagneeCents: receipt.cagnotte_gagnee_cents,
      cagnotteUtiliseeCents: receipt.cagnotte_utilisee_cents,
      paymentLabel: paymentLabel(receipt.mode_paiement),
      cardNumber: receipt.num_carte,
    };
    const key = `ticket:${clientId}:${receipt.id}:${documentVersion(facts)}`;
    return { numero: receipt.numero, pdf: await this.cache.getOrMake(key, () => receiptPdf(facts)) };
  }

  async preference(clientId: number): Promise<TicketPreferenceResponse> {
    const client = await this.holder(clientId);
    const emailAvailable = await this.emailAvailable(client.id_magasin);
    const stored = await repo.findTicketPreference(this.db, clientId);
    const known = TICKET_PREFERENCES.find((p) => p === stored) ?? DEFAULT_TICKET_PREFERENCE;
    // A store that stopped sending receipts by e-mail prints them again.
    const preference = known === 'email' && !emailAvailable ? DEFAULT_TICKET_PREFERENCE : known;
    return { data: { preference, email_disponible: emailAvailable } };
  }

  async setPreference(
    clientId: number,
    preference: TicketPreference,
    now: Date,
  ): Promise<TicketPreferenceResponse> {
    const client = await this.holder(clientId);
    if (preference === 'email' && !(await this.emailAvailable(client.id_magasin))) {
      throw new DomainError(
        API_ERROR_CODES.emailTicketUnavailable,
        orderDocumentMessages.emailTicketUnavailable,
        { preference: [orderDocumentMessages.emailTicketUnavailable] },
      );
    }
    await repo.saveTicketPreference(this.db, clientId, preference, now.toISOString());
    return this.preference(clientId);
  }

  /** The e-mail receipt needs a store that sends receipts by e-mail (ticket_dematerialise). */
  private async emailAvailable(storeId: number | null): Promise<boolean> {
    if (storeId === null) return false;
    const store = await docs.findStore(this.db, storeId);
    return store?.ticket_dematerialise === 1;
  }
}
