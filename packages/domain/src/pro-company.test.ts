import { describe, expect, it } from 'vitest';
import {
  checkFrenchVatNumber,
  fitsOutstandingLimit,
  frenchVatNumberOf,
  invoiceDueOn,
  isValidSiret,
  outstandingAvailableCents,
  proInvoiceNumber,
  proInvoiceStatus,
} from './pro-company.ts';

describe('SIRET', () => {
  it('accepts a number whose SIREN and SIRET keys hold, typed with spaces', () => {
    expect(isValidSiret('512 345 679 00009')).toBe(true);
    expect(isValidSiret('51234567900009')).toBe(true);
  });
  it('refuses a wrong key, a wrong length and letters', () => {
    expect(isValidSiret('51234567900008')).toBe(false);
    expect(isValidSiret('5123456790000')).toBe(false);
    expect(isValidSiret('5123456790000A')).toBe(false);
    // The SIRET's key holds but not the SIREN's.
    expect(isValidSiret('51234567800010')).toBe(false);
  });
  it("follows La Poste's own rule for its establishments", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });
});

describe('intra-EU VAT number', () => {
  it("derives and checks the French key from the company's SIREN", () => {
    expect(frenchVatNumberOf('512 345 679 00009')).toBe('FR75512345679');
    expect(checkFrenchVatNumber('FR 75 512 345 679', '51234567900009')).toBe('valide');
    expect(checkFrenchVatNumber('fr75512345679', null)).toBe('valide');
  });
  it('says what is wrong: the format, the key, another company', () => {
    expect(checkFrenchVatNumber('DE123456789', null)).toBe('format');
    expect(checkFrenchVatNumber('FR7551234567', null)).toBe('format');
    expect(checkFrenchVatNumber('FR76512345679', null)).toBe('cle');
    expect(checkFrenchVatNumber('FR75512345679', '73282932000074')).toBe('siren_different');
  });
});

describe('outstanding limit', () => {
  const account = { limitCents: 300_000, outstandingCents: 250_000 };
  it('lets an order fit up to the limit itself, not a cent more', () => {
    expect(fitsOutstandingLimit(account, 50_000)).toBe(true);
    expect(fitsOutstandingLimit(account, 50_001)).toBe(false);
    expect(outstandingAvailableCents(account)).toBe(50_000);
    expect(outstandingAvailableCents({ limitCents: 100, outstandingCents: 150 })).toBe(0);
  });
});

describe('pro invoices', () => {
  it('falls due after the payment term, across months and years', () => {
    expect(invoiceDueOn('2026-11-29', 30)).toBe('2026-12-29');
    expect(invoiceDueOn('2026-12-15', 30)).toBe('2027-01-14');
    expect(invoiceDueOn('2027-02-01', 45)).toBe('2027-03-18');
  });
  it('is to pay until its due date, late after it, paid once recorded', () => {
    const invoice = { dueOn: '2026-12-29', paidAt: null };
    expect(proInvoiceStatus(invoice, '2026-12-29')).toBe('a_payer');
    expect(proInvoiceStatus(invoice, '2026-12-30')).toBe('en_retard');
    expect(proInvoiceStatus({ ...invoice, paidAt: '2027-01-05T10:00:00.000Z' }, '2027-01-06')).toBe('payee');
  });
  it('is numbered per year on six digits', () => {
    expect(proInvoiceNumber(2026, 42)).toBe('FP-2026-000042');
  });
});
