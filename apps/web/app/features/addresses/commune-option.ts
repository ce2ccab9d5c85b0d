/** A city of a postal code, as the address forms list it. */
export interface CommuneOption {
  insee: string;
  name: string;
  postalCode: string;
}

export interface CommunesAnswer {
  postalCode: string;
  communes: CommuneOption[];
}

export const isFrenchPostalCode = (value: string) => /^\d{5}$/.test(value);

/** Digits only, at most 5 (a French postal code). */
export const postalCodeInput = (value: string) => value.replace(/\D/g, '').slice(0, 5);
