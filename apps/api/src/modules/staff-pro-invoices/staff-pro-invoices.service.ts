import {
  API_ERROR_CODES,
  apiMessages,
  proMessages,
  type StaffProInvoice,
  type StaffProInvoiceListQuery,
  type StaffProInvoiceListResponse,
  staffMessages,
} from '@cabas/contracts';
import { hasStaffRole, parisDay, type StaffRole } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertStaffStore } from '../../platform/auth/guards.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { type ProInvoices, presentStaffInvoice } from '../pro-space/pro-invoices.ts';
import type { StaffAudit } from '../staff/audit.service.ts';
import * as repo from './staff-pro-invoices.repository.ts';

/** Who may record that a company paid an invoice: the store's manager, head office. */
export const PAYMENT_RECORDING_ROLES: readonly StaffRole[] = ['responsable', 'siege'];

const invoiceNotFound = () =>
  new DomainError(API_ERROR_CODES.proInvoiceNotFound, proMessages.invoiceNotFound);

/**
 * A store's pro invoices on the staff side (issue #38, decision 119): its staff read them by status;
 * its manager (or head office) records a company's payment, once, with its audit row, which lowers
 * what the company owes.
 */
export class StaffProInvoicesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly invoices: ProInvoices,
    private readonly audit: StaffAudit,
  ) {}

  async list(
    staff: AuthenticatedStaff,
    storeId: number,
    query: StaffProInvoiceListQuery,
    now: Date,
  ): Promise<StaffProInvoiceListResponse> {
    assertStaffStore(staff, storeId);
    const store = await repo.findStore(this.db, storeId);
    if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    const page = await this.invoices.list({ storeId }, query, now);
    return {
      data: page.data.map((r) => presentStaffInvoice(r, page.today)),
      meta: { ...page.meta, magasin: store },
    };
  }

  /**
   * Records the payment of one of the store's invoices (403 for a preparer; 404 for another store's
   * or an unknown invoice; 409 `facture_pro_deja_reglee` when it is paid already, by card or before).
   */
  async recordPayment(
    staff: AuthenticatedStaff,
    storeId: number,
    numero: string,
    now: Date,
  ): Promise<StaffProInvoice> {
    assertStaffStore(staff, storeId);
    if (!hasStaffRole(staff, PAYMENT_RECORDING_ROLES))
      throw new DomainError(API_ERROR_CODES.staffRoleRefused, staffMessages.roleRefused);
    const invoice = await this.invoices.find({ storeId }, numero);
    if (!invoice) throw invoiceNotFound();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.invoices.recordPayment(trx, invoice, staff.id, now)))
        throw new DomainError(API_ERROR_CODES.proInvoiceAlreadyPaid, proMessages.invoiceAlreadyPaid);
      await this.audit.audit(
        {
          staffId: staff.id,
          action: 'facture_pro_reglee',
          entity: 'facture_pro',
          entityId: invoice.numero,
          storeId,
          details: {
            commande_id: invoice.order_id,
            client_id: invoice.client_id,
            montant_centimes: invoice.amount_cents,
          },
          at: now,
        },
        trx,
      );
    });
    const paid = await this.invoices.find({ storeId }, numero);
    if (!paid) throw invoiceNotFound();
    return presentStaffInvoice(paid, parisDay(now));
  }
}
