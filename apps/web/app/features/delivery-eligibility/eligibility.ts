/** The delivery-eligibility tool's state: postal code, then city, then the answer. */
export interface EligibilityState {
  storeId: number;
  postalCode: string;
  communes: { insee: string; name: string }[];
  insee: string | null;
  result: { eligible: boolean; city: string; message: string | null } | null;
  error: string | null;
}

export const ELIGIBILITY_RESOURCE = '/ressources/eligibilite-livraison';

export const eligibilityMessages = {
  postalCode: 'Le code postal doit être composé de 5 chiffres.',
  noCommune: 'Aucune commune ne correspond à ce code postal.',
  chooseCity: 'Merci de choisir votre ville.',
  unavailable: 'Une erreur temporaire est survenue. Veuillez réessayer.',
} as const;

export function emptyEligibility(storeId: number): EligibilityState {
  return { storeId, postalCode: '', communes: [], insee: null, result: null, error: null };
}

/** The query of the tool's steps, for the page itself (without JavaScript) or its resource route. */
export function eligibilityQuery(storeId: number | null, postalCode: string, insee?: string | null): string {
  const params = new URLSearchParams();
  // Not `magasin_id`: that query switches the shopper's store on any page.
  if (storeId !== null) params.set('magasin', String(storeId));
  params.set('code_postal', postalCode);
  if (insee) params.set('code_insee', insee);
  return params.toString();
}
