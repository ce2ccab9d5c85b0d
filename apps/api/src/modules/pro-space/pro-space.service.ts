import {
  API_ERROR_CODES,
  type ProInvoiceListQuery,
  type ProInvoiceListResponse,
  type ProSpaceResponse,
  proMessages,
} from '@cabas/contracts';
import { centsToEuros, isOnInvoice, outstandingAvailableCents, parisDay } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { presentProContact } from '../accounts/client-presenter.ts';
import { type ProInvoiceFacts, proInvoicePdf } from '../order-documents/documents.ts';
import type { OrderDocumentsService } from '../order-documents/order-documents.service.ts';
import { billingOf, type ProInvoiceRecord, type ProInvoices, presentInvoice } from './pro-invoices.ts';
import * as repo from './pro-space.repository.ts';

type Reader = Pick<AuthenticatedClient, 'id' | 'isPro'>;

const invoiceNotFound = () =>
  new DomainError(API_ERROR_CODES.proInvoiceNotFound, proMessages.invoiceNotFound);

/** A consumer account has no pro space (403 `compte_pro_requis`). */
function assertPro(client: Reader) {
  if (!client.isPro) throw new DomainError(API_ERROR_CODES.proAccountRequired, proMessages.proOnly);
}

/** Days from one YYYY-MM-DD day to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The pro services space of a logged-in pro client (doc 2 §6, decision 119): the company and its
 * commercial contact, the stores of its agreement, what it owes within its limit, its invoices and
 * their PDFs. Only the client's own invoices: another's is not found.
 */
export class ProSpaceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly invoices: ProInvoices,
    private readonly documents: Pick<OrderDocumentsService, 'orderFacts'>,
  ) {}

  async space(client: Reader, now: Date): Promise<ProSpaceResponse['data']> {
    assertPro(client);
    const [company, stores, unpaid] = await Promise.all([
      repo.findCompany(this.db, client.id),
      repo.agreementStores(this.db, client.id),
      this.invoices.unpaid(client.id, now),
    ]);
    const contact = company?.pro_contact_id ? await repo.findContact(this.db, company.pro_contact_id) : null;
    const limitCents = company?.outstanding_limit_cents ?? 0;
    const usedCents = company?.outstanding_cents ?? 0;
    return {
      entreprise: {
        raison_sociale: company?.pro_company_name ?? null,
        siret: company?.siret ?? null,
        tva_intracommunautaire: company?.tva_intracommunautaire ?? null,
        adresse: company?.adresse ?? null,
        code_postal: company?.code_postal ?? null,
        ville: company?.ville ?? null,
      },
      contact: contact ? presentProContact(contact) : null,
      magasins: stores.map((s) => ({
        id: s.id,
        name: s.name,
        ville: s.ville,
        delai_paiement_jours: s.payment_term_days,
        service_pro: s.service_corapro === 1,
      })),
      encours: {
        plafond: centsToEuros(limitCents),
        utilise: centsToEuros(usedCents),
        disponible: centsToEuros(outstandingAvailableCents({ limitCents, outstandingCents: usedCents })),
      },
      factures_a_payer: {
        nombre: unpaid.count,
        montant: centsToEuros(unpaid.cents),
        en_retard: unpaid.late,
      },
    };
  }

  async invoiceList(client: Reader, query: ProInvoiceListQuery, now: Date): Promise<ProInvoiceListResponse> {
    assertPro(client);
    const page = await this.invoices.list({ clientId: client.id }, query, now);
    return { data: page.data.map((r) => presentInvoice(r, page.today)), meta: page.meta };
  }

  /** One of the client's invoices as a PDF (another client's: 404 `facture_pro_introuvable`). */
  async invoicePdf(client: Reader, numero: string): Promise<{ numero: string; pdf: Buffer }> {
    assertPro(client);
    const invoice = await this.invoices.find({ clientId: client.id }, numero);
    if (!invoice) throw invoiceNotFound();
    const facts = await this.documents.orderFacts({ id: client.id, isPro: true }, invoice.order_id);
    return { numero: invoice.numero, pdf: await proInvoicePdf(facts, this.invoiceFacts(invoice)) };
  }

  private invoiceFacts(invoice: ProInvoiceRecord): ProInvoiceFacts {
    const billing = billingOf(invoice);
    if (!billing) throw invoiceNotFound();
    const issuedDay = parisDay(new Date(invoice.issued_at));
    return {
      numero: invoice.numero,
      issuedAt: new Date(invoice.issued_at),
      dueOn: invoice.due_on,
      termDays: daysBetween(issuedDay, invoice.due_on),
      paidByCard: !isOnInvoice(invoice.provider),
      company: {
        name: billing.raison_sociale,
        siret: billing.siret,
        vatNumber: billing.tva_intracommunautaire,
        address: [billing.adresse, `${billing.code_postal} ${billing.ville}`],
      },
      proRef: billing.pro_ref,
      orderedBy: billing.pro_passee_par,
      beneficiary: billing.pro_beneficiaire,
      beneficiaryAddress: billing.pro_adr_beneficiaire,
    };
  }
}
