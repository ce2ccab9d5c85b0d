import { isExpiryValid, isLuhnValid } from '@cabas/domain';
import type { CardFormErrors, CardFormValues } from '../../platform/payments/sandbox-page.ts';

export interface CardForm extends CardFormValues {
  cvc: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');

export function readCardForm(body: unknown): CardForm {
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    numero: text(b.numero).trim(),
    expiration: text(b.expiration).trim(),
    cvc: text(b.cvc).trim(),
    titulaire: text(b.titulaire).trim(),
    enregistrer: b.enregistrer === 'oui',
  };
}

export const cardDigits = (numero: string) => numero.replace(/[\s-]/g, '');

/** The checks a payment page makes before asking the bank. */
export function checkCardForm(form: CardForm, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = cardDigits(form.numero);
  if (!digits) errors.numero = 'Merci de renseigner le numéro de votre carte.';
  else if (!isLuhnValid(digits))
    errors.numero = 'Le numéro de carte est invalide. Merci de vérifier votre saisie.';
  if (!form.expiration) errors.expiration = "Merci de renseigner la date d'expiration de votre carte.";
  else if (!/^\d{2}\s*\/\s*\d{2}$/.test(form.expiration))
    errors.expiration = "La date d'expiration doit être au format MM/AA.";
  else if (!isExpiryValid(form.expiration, now)) errors.expiration = 'Cette carte a expiré.';
  if (!/^\d{3}$/.test(form.cvc)) errors.cvc = 'Le cryptogramme visuel doit être composé de 3 chiffres.';
  if (!form.titulaire) errors.titulaire = 'Merci de renseigner le nom du titulaire de la carte.';
  return errors;
}
