/** Gift card amounts (doc 1 §5): integer euros within `config_prix`, presets filtered to the range. */
export const GIFT_CARD_PRESETS = [20, 50, 80, 100, 150] as const;

export const giftCardMessages = {
  required: 'Merci de renseigner le montant de la carte cadeau',
  integer: "Le montant d'une carte cadeau doit être un nombre entier",
  min: (min: number) => `Le montant minimal d'une carte cadeau est de ${min}€`,
  max: (max: number) => `Le montant maximal d'une carte cadeau est de ${max}€`,
};

export function giftCardPresets(range: { min: number; max: number }): number[] {
  return GIFT_CARD_PRESETS.filter((amount) => amount >= range.min && amount <= range.max);
}

/** The error message of an amount as typed, or `null` when it is valid. */
export function validateGiftCardAmount(raw: string, range: { min: number; max: number }): string | null {
  const text = raw.trim();
  if (!text) return giftCardMessages.required;
  if (!/^\d+$/.test(text)) return giftCardMessages.integer;
  const amount = Number(text);
  if (amount < range.min) return giftCardMessages.min(range.min);
  if (amount > range.max) return giftCardMessages.max(range.max);
  return null;
}
