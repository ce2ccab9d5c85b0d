/** Gift card amounts (doc 1 §5): integer euros within `config_prix`, presets filtered to the range. */
export const GIFT_CARD_PRESETS = [20, 50, 80, 100, 150] as const;

/** The range of a gift card whose product has no `config_prix`. */
export const DEFAULT_GIFT_CARD_RANGE = { min: 5, max: 150 } as const;

/** The `intent` of the gift-card form posted to the product sheet. */
export const GIFT_CARD_INTENT = 'carte-cadeau';

export const giftCardMessages = {
  required: 'Merci de renseigner le montant de la carte cadeau',
  integer: "Le montant d'une carte cadeau doit être un nombre entier",
  min: (min: number) => `Le montant minimal d'une carte cadeau est de ${min}€`,
  max: (max: number) => `Le montant maximal d'une carte cadeau est de ${max}€`,
};

export interface GiftCardRange {
  min: number;
  max: number;
}

/** The answer of the gift-card form: the amount as typed, its error, or the accepted amount. */
export interface GiftCardResult {
  value: string;
  error: string | null;
  amount: number | null;
}

export function giftCardRange(config: GiftCardRange | null | undefined): GiftCardRange {
  return config ?? DEFAULT_GIFT_CARD_RANGE;
}

export function giftCardPresets(range: GiftCardRange): number[] {
  return GIFT_CARD_PRESETS.filter((amount) => amount >= range.min && amount <= range.max);
}

/** The error message of an amount as typed, or `null` when it is valid. */
export function validateGiftCardAmount(raw: string, range: GiftCardRange): string | null {
  const text = raw.trim();
  if (!text) return giftCardMessages.required;
  if (!/^\d+$/.test(text)) return giftCardMessages.integer;
  const amount = Number(text);
  if (amount < range.min) return giftCardMessages.min(range.min);
  if (amount > range.max) return giftCardMessages.max(range.max);
  return null;
}

/**
 * The amount of a posted form: a preset button (`preset`, the submit buttons of the form without
 * JavaScript) wins over the typed `montant`.
 */
export function readGiftCardAmount(form: FormData, range: GiftCardRange): GiftCardResult {
  const preset = form.get('preset');
  const typed = form.get('montant');
  const value = typeof preset === 'string' && preset ? preset : typeof typed === 'string' ? typed : '';
  const error = validateGiftCardAmount(value, range);
  return { value: value.trim(), error, amount: error ? null : Number(value.trim()) };
}
