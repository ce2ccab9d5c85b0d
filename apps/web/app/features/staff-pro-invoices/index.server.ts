/** The server face of features/staff-pro-invoices: the page's loader and its payment action. */
export {
  type StaffProInvoiceActionData,
  type StaffProInvoicesPageData,
  staffProInvoicesAction,
  staffProInvoicesLoader,
} from './staff-pro-invoices.server.ts';
