import { STAFF_PATHS } from '../staff/index.ts';

/** The pro invoices page's address for these values of its query (empty values left out). */
export function proInvoicesHref(query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${STAFF_PATHS.proInvoices}?${text}` : STAFF_PATHS.proInvoices;
}
