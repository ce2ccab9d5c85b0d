/** The public face of features/staff-pro-invoices: a store's pro invoices on the staff side (decision 119). */
export { StaffProInvoicesPage } from './staff-pro-invoices-page.tsx';
