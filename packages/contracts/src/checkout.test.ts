import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressChoiceForm,
  bagsForm,
  dateLastUpdateField,
  deliveryAddressUpdateBody,
  giftCardCheckBody,
  giftCardPaymentForm,
  instalmentQuery,
  isPlausibleBirthDate,
  paymentChoiceForm,
  redevanceFormBody,
  serviceChoiceForm,
  slotChoiceForm,
  updateCheckoutBody,
} from './checkout.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { fieldErrorsFromIssues } from './errors.ts';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);
const version = '2026-11-21T10:00:00.000Z';

describe('checkout request schemas', () => {
  it('want an ISO UTC dateLastUpdate', () => {
    expect(dateLastUpdateField.parse(version)).toBe(version);
    expect(errorsOf(dateLastUpdateField.safeParse('hier') as never)).toEqual({
      _: [checkoutMessages.dateLastUpdateInvalid],
    });
  });

  it('read a wallet amount with a comma or a dot, never negative', () => {
    const parse = (montant: unknown) =>
      updateCheckoutBody.safeParse({ dateLastUpdate: version, tirelire: { montant } });
    expect(parse('12,5').data?.tirelire?.montant).toBe(12.5);
    expect(parse(3.456).data?.tirelire?.montant).toBe(3.46);
    expect(errorsOf(parse('1,2,3') as never)).toEqual({
      'tirelire.montant': [checkoutMessages.walletInvalid],
    });
    expect(errorsOf(parse(-1) as never)).toEqual({ 'tirelire.montant': [checkoutMessages.walletNegative] });
  });

  it('give one gift card message per field, spaces in the number allowed', () => {
    const ok = giftCardCheckBody.parse({
      carte_cadeau: { numero: '9000 0000 0000 0000 0000 1', pin: '1234' },
    });
    expect(ok.carte_cadeau.numero).toBe('900000000000000000001');
    expect(
      errorsOf(giftCardCheckBody.safeParse({ carte_cadeau: { numero: '', pin: 'ab' } }) as never),
    ).toEqual({
      'carte_cadeau.numero': [checkoutMessages.giftCardNumberRequired],
      'carte_cadeau.pin': [checkoutMessages.giftCardPinInvalid],
    });
  });

  it('default the redevance civility to Mme and check the birth date', () => {
    const form = redevanceFormBody.parse({
      usage: 'debit_boissons',
      nom: 'Martin',
      prenom: 'Léa',
      date_naissance: '1990-02-28',
      departement_naissance: 'Gironde',
      ville_naissance: 'Bordeaux',
    });
    expect(form.civilite).toBe('Mme');
    expect(isPlausibleBirthDate('1990-02-30')).toBe(false);
    expect(isPlausibleBirthDate('2020-01-01', new Date('2026-01-01'))).toBe(false);
  });

  it('take a whole address or only {defaut: true} on update', () => {
    expect(deliveryAddressUpdateBody.parse({ defaut: true })).toEqual({ defaut: true });
    expect(Object.keys(errorsOf(deliveryAddressUpdateBody.safeParse({ adresse: 'x' }) as never))).toContain(
      'nom',
    );
  });

  it('simulate instalments from 200 € to 3,000 € only', () => {
    expect(instalmentQuery.parse({ montant: '200' }).montant).toBe(200);
    expect(errorsOf(instalmentQuery.safeParse({ montant: '3000.5' }) as never)).toEqual({
      montant: [checkoutMessages.instalmentRange],
    });
  });

  // Found by the API fuzz run (issue #35): 2026-02-30 or 9999-12-31 gave schedules dated "+010000-01".
  it('simulate instalments from a real day of the years 2000 to 2100 only', () => {
    expect(instalmentQuery.parse({ montant: '500', date: '2028-02-29' }).date).toBe('2028-02-29');
    for (const date of ['2026-02-30', '9999-99-99', '0000-01-01', '9999-12-31'])
      expect(
        Object.keys(errorsOf(instalmentQuery.safeParse({ montant: '500', date }) as never)),
        date,
      ).toEqual(['date']);
  });
});

describe('checkout step forms', () => {
  const errorsOf = (result: { success: boolean; error?: { issues: z.core.$ZodIssue[] } }) =>
    result.error ? fieldErrorsFromIssues(result.error.issues) : {};

  it('gives the gift card messages in order: required, digits, length', () => {
    expect(errorsOf(giftCardPaymentForm.safeParse({ numero: '', pin: '' }))).toEqual({
      numero: [checkoutMessages.giftCardNumberRequired],
      pin: [checkoutMessages.giftCardPinRequired],
    });
    expect(errorsOf(giftCardPaymentForm.safeParse({ numero: '123', pin: '12' }))).toEqual({
      numero: [checkoutMessages.giftCardNumberLength],
      pin: [checkoutMessages.giftCardPinLength],
    });
    expect(errorsOf(giftCardPaymentForm.safeParse({ numero: '12345abc', pin: '12a4' }))).toEqual({
      numero: [checkoutMessages.giftCardNumberInvalid],
      pin: [checkoutMessages.giftCardPinInvalid],
    });
    expect(giftCardPaymentForm.parse({ numero: '1234 5678 9012 3456 78901', pin: '1234' }).numero).toBe(
      '123456789012345678901',
    );
  });

  it('asks for a choice with one message per step', () => {
    expect(errorsOf(serviceChoiceForm.safeParse({}))).toEqual({
      service_id: [checkoutMessages.serviceRequired],
    });
    expect(errorsOf(slotChoiceForm.safeParse({ creneau_id: 'x' }))).toEqual({
      creneau_id: [checkoutMessages.slotRequired],
    });
    expect(addressChoiceForm.parse({ adresse_id: '12' })).toEqual({ adresse_id: 12 });
    expect(errorsOf(paymentChoiceForm.safeParse({}))).toEqual({
      mode_paiement: [checkoutMessages.paymentModeRequired],
    });
    expect(errorsOf(bagsForm.safeParse({ avec_sacs: 'peut-être' }))).toEqual({
      avec_sacs: [checkoutMessages.bagsRequired],
    });
  });
});
