export interface CommuneKey {
  code_postal: string;
  code_insee: string;
}

/**
 * A commune is eligible for home delivery only if its postal code AND its INSEE code
 * match one of the store's delivery communes.
 */
export function isDeliveryEligible(commune: CommuneKey, deliveryCommunes: readonly CommuneKey[]): boolean {
  return deliveryCommunes.some(
    (d) => d.code_postal === commune.code_postal && d.code_insee === commune.code_insee,
  );
}

/** The delivery check accepts a postal code only at exactly 5 digits. */
export function isCompleteDeliveryPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}
