/**
 * A professional buyer's company and what it owes (issue #38, decision 119): its SIRET and its
 * intra-EU VAT number checked by their keys, its outstanding limit, and its invoices' due dates.
 */

/** Digits only: spaces, dots and dashes as people type them are dropped. */
export const compactIdentifier = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** Luhn key over a string of digits (INSEE's key for SIREN and SIRET). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share one SIREN whose SIRETs follow their own key (digit sum multiple of 5). */
const LA_POSTE_SIREN = '356000000';

/** Whether a SIRET (14 digits, spaces allowed) carries a valid key, and its SIREN one too. */
export function isValidSiret(value: string): boolean {
  const siret = compactIdentifier(value);
  if (!/^\d{14}$/.test(siret)) return false;
  const siren = siret.slice(0, 9);
  if (siren === LA_POSTE_SIREN) {
    const sum = [...siret].reduce((total, d) => total + Number(d), 0);
    return siret === '35600000000048' || sum % 5 === 0;
  }
  return luhnValid(siren) && luhnValid(siret);
}

/** The 2-digit key of a French intra-EU VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The French intra-EU VAT number of a SIRET's company (FR + key + SIREN). */
export function frenchVatNumberOf(siret: string): string {
  const siren = compactIdentifier(siret).slice(0, 9);
  return `FR${frenchVatKey(siren)}${siren}`;
}

export type VatNumberCheck = 'valide' | 'format' | 'cle' | 'siren_different';

/**
 * Checks a French intra-EU VAT number (FR, a 2-digit key, the SIREN): its format, its key, and that
 * its SIREN is the SIRET's (the company's own number, not another's).
 */
export function checkFrenchVatNumber(value: string, siret: string | null): VatNumberCheck {
  const vat = compactIdentifier(value);
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (!match) return 'format';
  const [, key, siren] = match as unknown as [string, string, string];
  if (!luhnValid(siren) || frenchVatKey(siren) !== key) return 'cle';
  if (siret && compactIdentifier(siret).slice(0, 9) !== siren) return 'siren_different';
  return 'valide';
}

/** How much of its outstanding limit a company still has, never below 0. */
export function outstandingAvailableCents(account: { limitCents: number; outstandingCents: number }): number {
  return Math.max(0, account.limitCents - account.outstandingCents);
}

/** Whether an order of this amount on invoice fits within the outstanding limit. */
export function fitsOutstandingLimit(
  account: { limitCents: number; outstandingCents: number },
  orderCents: number,
): boolean {
  return account.outstandingCents + orderCents <= account.limitCents;
}

/** An invoice's due date (YYYY-MM-DD): the day it was issued plus the agreement's payment term. */
export function invoiceDueOn(issuedDay: string, termDays: number): string {
  const [y, m, d] = issuedDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + termDays)).toISOString().slice(0, 10);
}

export type ProInvoiceStatus = 'payee' | 'a_payer' | 'en_retard';

/** An invoice is paid once the store recorded its payment, late from the day after its due date. */
export function proInvoiceStatus(
  invoice: { dueOn: string; paidAt: string | null },
  today: string,
): ProInvoiceStatus {
  if (invoice.paidAt) return 'payee';
  return today > invoice.dueOn ? 'en_retard' : 'a_payer';
}

/** A pro invoice's number: FP, the year, the invoice's sequence in its year on 6 digits (FP-2026-000042). */
export function proInvoiceNumber(year: number, sequence: number): string {
  return `FP-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The provider of a pro order's payment session on invoice (decision 119): no card behind it, so the
 * closing captures nothing and a cancellation refunds nothing; the company's receivable moves instead.
 */
export const INVOICE_PROVIDER = 'facture';

export const isOnInvoice = (provider: string) => provider === INVOICE_PROVIDER;

/** The payment term of a store agreement that names none. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
