import {
  PRO_INVOICES_PAGE_SIZE,
  type ProBilling,
  type ProInvoice,
  type ProInvoiceStatusCode,
  type StaffProInvoice,
} from '@cabas/contracts';
import {
  centsToEuros,
  DEFAULT_PAYMENT_TERM_DAYS,
  invoiceDueOn,
  isOnInvoice,
  parisDay,
  parisParts,
  proInvoiceNumber,
  proInvoiceStatus,
} from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Receivables } from '../pro-accounts/receivables.ts';
import * as repo from './pro-invoices.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type { InvoiceOwner, ProInvoiceRecord } from './pro-invoices.repository.ts';

export interface InvoicePage<T> {
  data: T[];
  meta: { page: number; total: number; par_page: number; nb_pages: number };
}

/** A pro order's billing details as kept with it (null for a consumer's order). */
export function billingOf(record: { pro_billing: string | null }): ProBilling | null {
  return record.pro_billing ? (JSON.parse(record.pro_billing) as ProBilling) : null;
}

export function presentInvoice(r: repo.ProInvoiceRecord, today: string): ProInvoice {
  return {
    numero: r.numero,
    commande_id: r.order_id,
    numero_commande_pro: r.code,
    magasin: { id: r.store_id, name: r.store_name },
    date_facture: parisDay(new Date(r.issued_at)),
    date_echeance: r.due_on,
    montant_ttc: centsToEuros(r.amount_cents),
    statut: proInvoiceStatus({ dueOn: r.due_on, paidAt: r.paid_at }, today),
    reglee_le: r.paid_at,
  };
}

export function presentStaffInvoice(r: repo.ProInvoiceRecord, today: string): StaffProInvoice {
  const billing = billingOf(r);
  return {
    ...presentInvoice(r, today),
    client: {
      id: r.client_id,
      raison_sociale: billing?.raison_sociale ?? r.pro_company_name ?? '',
      siret: billing?.siret ?? null,
    },
  };
}

/**
 * The pro orders' invoices and what their companies owe after the order is placed (decision 119):
 * at the hand-over an order on invoice owes its final amount and every pro order gets its invoice
 * (numbered in the year's series, due after the agreement's payment term; paid at issue when the
 * card paid it); a cancelled order on invoice owes nothing; the store records the payments. The
 * receivable only ever moves through `Receivables`, in the caller's transaction.
 */
export class ProInvoices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly receivables: Receivables,
  ) {}

  /**
   * In the hand-over's transaction, after the order moved to its final amount: the receivable of an
   * order on invoice follows it (`montant_final`, the difference), and a pro order gets its invoice.
   * A consumer's order, or one invoiced already (a retry), changes nothing.
   */
  async atHandOver(trx: Db, orderId: number, now: Date): Promise<void> {
    const order = await repo.findOrderToInvoice(trx, orderId);
    if (!order?.pro_billing) return;
    const nowIso = now.toISOString();
    const finalCents = order.final_total_cents ?? order.total_cents;
    const onInvoice = isOnInvoice(order.provider);
    if (onInvoice) {
      const owed = await this.receivables.orderBalance(trx, orderId);
      await this.receivables.move(
        trx,
        {
          clientId: order.client_id,
          orderId,
          cents: finalCents - owed,
          cause: 'montant_final',
          key: `montant_final:${orderId}`,
        },
        nowIso,
      );
    }
    if (await repo.hasInvoice(trx, orderId)) return;
    const day = parisDay(now);
    const term =
      (await repo.paymentTermDays(trx, order.client_id, order.store_id)) ?? DEFAULT_PAYMENT_TERM_DAYS;
    const year = parisParts(now).year;
    await repo.insertInvoice(trx, {
      numero: proInvoiceNumber(year, await repo.takeSequence(trx, year)),
      orderId,
      clientId: order.client_id,
      storeId: order.store_id,
      cents: finalCents,
      issuedAt: nowIso,
      dueOn: invoiceDueOn(day, term),
      // Paid by card: nothing is owed, the invoice is paid when issued.
      paidAt: onInvoice ? null : nowIso,
    });
  }

  /** In a cancel's transaction: an order on invoice gives back what it still owed (`annulation`). */
  async atCancel(trx: Db, order: { id: number; clientId: number; provider: string }, nowIso: string) {
    if (!isOnInvoice(order.provider)) return;
    const owed = await this.receivables.orderBalance(trx, order.id);
    await this.receivables.move(
      trx,
      {
        clientId: order.clientId,
        orderId: order.id,
        cents: -owed,
        cause: 'annulation',
        key: `annulation:${order.id}`,
      },
      nowIso,
    );
  }

  /** A page of a client's or a store's invoices of a status, the latest first. */
  async list(
    owner: repo.InvoiceOwner,
    query: { statut: ProInvoiceStatusCode | 'toutes'; page: number },
    now: Date,
  ): Promise<InvoicePage<repo.ProInvoiceRecord> & { today: string }> {
    const today = parisDay(now);
    const filter = { owner, status: query.statut, today };
    const [rows, total] = await Promise.all([
      repo.listInvoices(this.db, filter, {
        limit: PRO_INVOICES_PAGE_SIZE,
        offset: (query.page - 1) * PRO_INVOICES_PAGE_SIZE,
      }),
      repo.countInvoices(this.db, filter),
    ]);
    return {
      data: rows,
      meta: {
        page: query.page,
        total,
        par_page: PRO_INVOICES_PAGE_SIZE,
        nb_pages: Math.max(1, Math.ceil(total / PRO_INVOICES_PAGE_SIZE)),
      },
      today,
    };
  }

  /** One invoice of a client or a store, by its number (undefined: not theirs, or none). */
  find(owner: repo.InvoiceOwner, numero: string) {
    return repo.findInvoice(this.db, owner, numero);
  }

  /** The client's invoices still to pay: how many, their amount in cents, how many are late. */
  unpaid(clientId: number, now: Date) {
    return repo.unpaidSummary(this.db, clientId, parisDay(now));
  }

  /**
   * Records the payment of an invoice in the caller's transaction, once: the invoice is paid and the
   * company owes its amount less (`reglement`, key `reglement:<numero>`). False when it was paid already.
   */
  async recordPayment(trx: Db, invoice: repo.ProInvoiceRecord, staffId: number, now: Date) {
    const nowIso = now.toISOString();
    if (!(await repo.markPaid(trx, invoice.numero, staffId, nowIso))) return false;
    await this.receivables.move(
      trx,
      {
        clientId: invoice.client_id,
        orderId: invoice.order_id,
        cents: -invoice.amount_cents,
        cause: 'reglement',
        key: `reglement:${invoice.numero}`,
      },
      nowIso,
    );
    return true;
  }
}
