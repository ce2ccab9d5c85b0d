/**
 * What the storefront shows of the points transformation (decision 125): its limits and French
 * messages, without the request schemas (and zod with them) of `loyalty-conversion.ts`.
 */
/** The most points a request may name (far above any card's balance). */
export const LOYALTY_CONVERSION_POINTS_MAX = 10_000_000;
/** How long the success of a transformation stays in its popin (spec doc 2 §9: points popin 5000 ms). */
export const POINTS_POPIN_MS = 5000;

export const loyaltyConversionMessages = {
  pointsInvalid: 'Merci de renseigner un nombre de points entier et positif.',
  keyInvalid: 'La demande de transformation est invalide : rechargez la page et réessayez.',
  notConvertible: 'Les points de cette carte ne peuvent pas être transformés en euros.',
  insufficient: 'Vous n’avez pas assez de points sur cette carte pour cette transformation.',
  keyReused: 'Cette demande a déjà servi à une autre transformation : rechargez la page et réessayez.',
  nothingToConvert: 'Vous n’avez pas encore assez de points pour les transformer en euros.',
  title: 'Transformer mes points',
  successTitle: 'Points transformés',
} as const;

/** 'La transformation demande au moins 100 points.' */
export const pointsBelowMinimumMessage = (minimum: number) =>
  `La transformation demande au moins ${minimum} points.`;
/** 'Les points se transforment par tranches de 100 points.' */
export const pointsStepMessage = (step: number) =>
  `Les points se transforment par tranches de ${step} points.`;
