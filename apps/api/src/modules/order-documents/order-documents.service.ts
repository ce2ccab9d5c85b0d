import {
  API_ERROR_CODES,
  type InvoiceAddress,
  type InvoiceAddressBody,
  type InvoiceState,
  type Order,
  orderDocumentMessages,
} from '@cabas/contracts';
import { eurosToCents, FEES_VAT_RATE, invoiceOffered, parisParts, vatRateFor } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { InvoiceRow } from '../../db/schema-order-documents.ts';
import { DOCUMENT_CACHE_SIZES } from '../../platform/cache-sizes.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { OrderReader, OrderService } from '../orders/orders.service.ts';
import { DocumentCache, documentVersion } from './document-cache.ts';
import { type InvoiceFacts, invoicePdf, type OrderFacts, orderPdf } from './documents.ts';
import { modeLabel, paymentLabel, statusLabel } from './labels.ts';
import * as repo from './order-documents.repository.ts';

type Client = NonNullable<Awaited<ReturnType<typeof repo.findClient>>>;

/** `FAC-2026-000042`: the year of issue and the number in that year's series. */
export const invoiceNumber = (year: number, sequence: number) =>
  `FAC-${year}-${String(sequence).padStart(6, '0')}`;

const addressOf = (row: InvoiceRow): InvoiceAddress => ({
  adresse: row.adresse,
  complement: row.complement_adresse,
  codePostal: row.code_postal,
  ville: row.ville,
  departement: row.departement,
  pays: row.pays,
});

/** Who reads an order through the orders service: the client, and whether a pro. */
const readerOf = (client: Client) => ({ id: client.id, isPro: client.is_pro === 1 });

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The PDF of an order and its invoice. The order is read through the orders service (owner only:
 * another client's order is 404); this module adds the VAT of each line, the store and the buyer.
 * A PDF is made once per version of what it shows and kept in `cache` (decision record 095); the
 * owner check always comes first.
 */
export class OrderDocumentsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly orders: OrderService,
    private readonly addresses: AddressesService,
    private readonly cache = new DocumentCache(DOCUMENT_CACHE_SIZES.orderDocuments),
  ) {}

  async orderPdf(clientId: number, orderId: number): Promise<{ code: string; pdf: Buffer }> {
    const order = await this.orders.get(readerOf(await this.client(clientId)), orderId);
    const facts = await this.facts(order);
    const key = `commande:${clientId}:${order.id}:${documentVersion(facts)}`;
    return { code: order.code, pdf: await this.cache.getOrMake(key, () => orderPdf(facts)) };
  }

  async invoice(clientId: number, orderId: number): Promise<InvoiceState> {
    const client = await this.client(clientId);
    const order = await this.orders.get(readerOf(client), orderId);
    const invoice = await repo.findInvoice(this.db, orderId, clientId);
    const state = this.state(order, client, invoice ?? null);
    if (invoice || !state.disponible) return state;
    return { ...state, adresse_proposee: await this.suggestedAddress(clientId) };
  }

  /**
   * Issues the invoice of a withdrawn consumer order with this billing address, numbered in the
   * year's series. An order has one invoice: asking again answers the one issued (`created` false).
   */
  async generateInvoice(
    clientId: number,
    orderId: number,
    address: InvoiceAddressBody,
    now: Date,
  ): Promise<{ created: boolean; state: InvoiceState }> {
    const client = await this.client(clientId);
    const order = await this.orders.get(readerOf(client), orderId);
    this.assertInvoiceable(order, client);
    const existing = await repo.findInvoice(this.db, orderId, clientId);
    if (existing) return { created: false, state: this.state(order, client, existing) };
    const year = parisParts(now).year;
    try {
      await this.db.transaction().execute(async (trx) => {
        const sequence = await repo.nextInvoiceNumber(trx, year);
        await repo.insertInvoice(trx, {
          order_id: orderId,
          client_id: clientId,
          numero: invoiceNumber(year, sequence),
          year,
          sequence,
          civilite: client.civilite,
          nom: client.nom,
          prenom: client.prenom,
          adresse: address.adresse,
          complement_adresse: address.complement ?? null,
          code_postal: address.codePostal,
          ville: address.ville,
          departement: address.departement ?? null,
          pays: address.pays,
          issued_at: now.toISOString(),
        });
      });
    } catch (error) {
      // Another request issued it meanwhile (its transaction took the number, ours rolled back).
      if (!isUniqueViolation(error)) throw error;
      const issued = await repo.findInvoice(this.db, orderId, clientId);
      if (!issued) throw error;
      return { created: false, state: this.state(order, client, issued) };
    }
    const issued = await repo.findInvoice(this.db, orderId, clientId);
    return { created: true, state: this.state(order, client, issued ?? null) };
  }

  async invoicePdf(clientId: number, orderId: number): Promise<{ numero: string; pdf: Buffer }> {
    const client = await this.client(clientId);
    const order = await this.orders.get(readerOf(client), orderId);
    this.assertInvoiceable(order, client);
    const invoice = await repo.findInvoice(this.db, orderId, clientId);
    if (!invoice) {
      throw new DomainError(
        API_ERROR_CODES.invoiceNotAvailable,
        orderDocumentMessages.invoiceAddressRequired,
      );
    }
    const facts: InvoiceFacts = {
      numero: invoice.numero,
      issuedAt: new Date(invoice.issued_at),
      buyer: {
        name: `${invoice.civilite} ${invoice.prenom} ${invoice.nom}`,
        address: [
          invoice.adresse,
          invoice.complement_adresse,
          `${invoice.code_postal} ${invoice.ville}`,
          invoice.departement,
          invoice.pays,
        ].filter((line): line is string => Boolean(line)),
      },
    };
    const orderFacts = await this.facts(order);
    const key = `facture:${clientId}:${order.id}:${documentVersion([orderFacts, facts])}`;
    const pdf = await this.cache.getOrMake(key, () => invoicePdf(orderFacts, facts));
    return { numero: invoice.numero, pdf };
  }

  /**
   * What a document shows of an order, read as its owner (another client's order is 404): for the
   * documents other modules make with this layout (the pro invoice, decision 119).
   */
  async orderFacts(reader: OrderReader, orderId: number): Promise<OrderFacts> {
    return this.facts(await this.orders.get(reader, orderId));
  }

  private async client(clientId: number): Promise<Client> {
    const client = await repo.findClient(this.db, clientId);
    // A client the API no longer knows has no order to print: the orders' own 404.
    if (!client)
      throw new DomainError(API_ERROR_CODES.orderNotFound, orderDocumentMessages.documentOpenFailed);
    return client;
  }

  private refusal(order: Order, client: Client): InvoiceState['raison'] {
    if (client.is_pro === 1) return 'pro';
    // Withdrawn or delivered (decision 114).
    return invoiceOffered(order.statut_code, false) ? null : 'non_retiree';
  }

  private assertInvoiceable(order: Order, client: Client) {
    const reason = this.refusal(order, client);
    if (reason === 'pro') {
      throw new DomainError(API_ERROR_CODES.invoiceProOrder, orderDocumentMessages.invoiceProOrder);
    }
    if (reason === 'non_retiree') {
      throw new DomainError(API_ERROR_CODES.invoiceNotAvailable, orderDocumentMessages.invoiceNotWithdrawn);
    }
  }

  private state(order: Order, client: Client, invoice: InvoiceRow | null): InvoiceState {
    const reason = this.refusal(order, client);
    return {
      commande_id: order.id,
      code: order.code,
      disponible: reason === null,
      raison: reason,
      has_adresse_facture: invoice !== null,
      facture: invoice
        ? { numero: invoice.numero, date_emission: invoice.issued_at, adresse: addressOf(invoice) }
        : null,
      adresse_proposee: null,
    };
  }

  /**
   * The suggested address of the form: the billing address saved in the account (Mes adresses),
   * else the client's last invoice's, else the profile's.
   */
  async suggestedAddress(clientId: number): Promise<InvoiceAddress | null> {
    const billing = await this.addresses.billingAddress(clientId);
    if (billing) {
      const { adresse, complement, codePostal, ville, departement, pays } = billing;
      return { adresse, complement, codePostal, ville, departement, pays };
    }
    const last = await repo.latestInvoice(this.db, clientId);
    if (last) return addressOf(last);
    const client = await this.client(clientId);
    if (!client.adresse || !client.cp || !client.ville) return null;
    return {
      adresse: client.adresse,
      complement: client.complement_adresse,
      codePostal: client.cp,
      ville: client.ville,
      departement: client.departement,
      pays: client.pays ?? 'France',
    };
  }

  private async facts(order: Order): Promise<OrderFacts> {
    const [store, vat, totals] = await Promise.all([
      repo.findStore(this.db, order.magasin_id),
      repo.orderLineVatFacts(this.db, order.id),
      repo.orderTotals(this.db, order.id),
    ]);
    const rates = new Map(
      vat.map((v) => [
        v.id,
        v.tva_taux ??
          vatRateFor({
            categoryId: v.category_id ?? 0,
            isAlcohol: v.is_alcool === 1,
            isGiftCard: v.type === 'CKDO' || v.gift_card_cents > 0,
          }),
      ]),
    );
    const immediate = order.reductions.filter((r) => r.type === 'remise_immediate');
    const start = order.date_de_retrait ? new Date(order.date_de_retrait) : null;
    const place = order.adresse
      ? {
          kind: 'livraison' as const,
          lines: [order.adresse.adresse, `${order.adresse.code_postal} ${order.adresse.ville}`],
        }
      : {
          kind: 'retrait' as const,
          lines: order.adresse_retrait
            ? [order.adresse_retrait.adresse, `${order.adresse_retrait.cp} ${order.adresse_retrait.ville}`]
            : [],
        };
    return {
      code: order.code,
      titre: order.titre,
      placedAt: parisDate(order.date_commande),
      statusLabel: statusLabel(order.statut_code),
      modeLabel: modeLabel(order.code_type_commande),
      store: {
        name: store?.name ?? order.magasin.name,
        adresse: store?.adresse ?? '',
        cp: store?.cp ?? '',
        ville: store?.ville ?? '',
        telephone: store?.telephone ?? order.magasin.telephone,
      },
      slot: start
        ? { start, end: order.date_de_retrait_max ? new Date(order.date_de_retrait_max) : null }
        : null,
      place,
      lines: order.lignes_commande.map((l) => ({
        designation: l.designation,
        quantity: l.quantite,
        unitCents: eurosToCents(l.prix_unitaire),
        totalCents: eurosToCents(l.montant_ttc),
        rate: rates.get(l.id) ?? FEES_VAT_RATE,
      })),
      fees: order.frais.map((f) => ({
        libelle: f.libelle,
        cents: eurosToCents(f.valeur),
        rate: FEES_VAT_RATE,
      })),
      lineReductionsCents: immediate.reduce((sum, r) => sum + eurosToCents(r.valeur), 0),
      orderReductions: order.reductions
        .filter((r) => r.type !== 'remise_immediate')
        .map((r) => ({ libelle: r.libelle, cents: eurosToCents(r.valeur) })),
      totalCents: eurosToCents(order.montant_total_ttc),
      // The lines as ordered, less what the preparation did not charge (decision 114).
      preparationAdjustmentCents:
        totals?.final_total_cents == null ? 0 : Math.max(0, totals.total_cents - totals.final_total_cents),
      cagnotteCents: eurosToCents(order.montant_tirelire),
      giftCardCents: eurosToCents(order.montant_carte_cadeau),
      paymentLabel: paymentLabel(order.code_paiement),
    };
  }
}

/** `2026-11-25 18:16:00` (Paris time, as the orders API writes it) as an instant. */
function parisDate(value: string): Date {
  const iso = `${value.replace(' ', 'T')}Z`;
  const guess = new Date(iso);
  for (const offset of [1, 2]) {
    const candidate = new Date(guess.getTime() - offset * 3_600_000);
    const p = parisParts(candidate);
    if (p.hour === guess.getUTCHours() && p.day === guess.getUTCDate()) return candidate;
  }
  return guess;
}
