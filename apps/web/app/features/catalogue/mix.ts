/**
 * The product-mix page `/article/mixin?panachage={id}` (`lien_panachage_produits` of an advantage):
 * pure helpers (address, offer explanation, validity), tested beside this file.
 */

import { lazy } from '../../lib/format.ts';

export const MIX_PATH = '/article/mixin';
export const MIX_PARAM = 'panachage';

/** The address of a mix page. */
export const mixUrl = (id: number) => `${MIX_PATH}?${MIX_PARAM}=${id}`;

/** The mix id of a page address: one positive integer `panachage`, or `null` (the page is a 404). */
export function parseMixId(search: URLSearchParams): number | null {
  const values = search.getAll(MIX_PARAM);
  if (values.length !== 1 || !/^[1-9]\d{0,8}$/.test(values[0]!)) return null;
  return Number(values[0]);
}

export interface MixOffer {
  type_avantage: string;
  lot: number | null;
  nb_pdt_lot: number | null;
}

const HOW: Record<string, string> = {
  RI: 'La remise est déduite immédiatement du prix, en caisse ou à la validation de votre commande.',
  OR: 'La remise est appliquée sur votre commande avec votre offre de réduction.',
  ODR: 'Le montant vous est remboursé après l’achat, sur demande auprès de la marque.',
  EC: 'Le montant est crédité sur la cagnotte de votre carte de fidélité.',
  PF: 'L’avantage est réservé aux titulaires de la carte de fidélité.',
};

/** What the shopper does to get the offer, in plain French (the advantage text is the heading). */
export function mixExplanation(offer: MixOffer): string[] {
  const count = offer.nb_pdt_lot && offer.nb_pdt_lot > 1 ? offer.nb_pdt_lot : null;
  const lines = [
    count
      ? `Panachez librement : l’offre s’applique dès ${count} produits achetés parmi ceux de cette page, identiques ou différents.`
      : 'L’offre s’applique à chacun des produits de cette page, que vous pouvez panacher librement.',
  ];
  const how = HOW[offer.type_avantage];
  if (how) lines.push(how);
  return lines;
}

const dayFormat = lazy(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);

/** "Offre valable du 3 mars 2026 au 24 mars 2026" (dates of the shop's time zone). */
export function mixValidity(from: string, to: string): string {
  return `Offre valable du ${dayFormat().format(new Date(from))} au ${dayFormat().format(new Date(to))}`;
}
