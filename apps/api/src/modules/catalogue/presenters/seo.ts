import type { SeoHead } from '@cabas/contracts';
import { truncateText } from '@cabas/domain';

/** The shop's name, after ' - ' at the end of page titles. */
export const SHOP_NAME = 'Cabas';
const DESCRIPTION_MAX = 160;
const SERVICES = 'en drive, retrait en magasin ou livraison à domicile';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * A search's first page, unfiltered and with results, is indexable (search pages are shareable and
 * crawlable); its filtered, sorted or later pages and empty searches are not.
 */
export function searchHead(keywords: string, total: number, canonical: string, indexable: boolean): SeoHead {
  return {
    title: `Résultats pour « ${truncateText(keywords, 60)} » - ${SHOP_NAME}`,
    description: truncateText(
      `${plural(total, 'produit trouvé', 'produits trouvés')} pour « ${keywords} ». Faites vos courses en ligne ${SERVICES}.`,
      DESCRIPTION_MAX,
    ),
    canonical,
    robots: indexable && total > 0 ? 'index, follow' : 'noindex, follow',
  };
}

export function categoryDescription(libelle: string): string {
  return `${libelle} : découvrez notre sélection au meilleur prix et faites vos courses en ligne ${SERVICES}.`;
}

export function categoryHead(libelle: string, canonical: string, indexable: boolean): SeoHead {
  return {
    title: `${libelle} - ${SHOP_NAME}`,
    description: truncateText(categoryDescription(libelle), DESCRIPTION_MAX),
    canonical,
    robots: indexable ? 'index, follow' : 'noindex, follow',
  };
}

export function productHead(
  product: { designation: string; marque: string; prix: number | null; description: string | null },
  canonical: string,
): SeoHead {
  const price = product.prix === null ? '' : ` à ${product.prix.toFixed(2).replace('.', ',')} €`;
  return {
    title: `${truncateText(product.designation, 70)} - ${SHOP_NAME}`,
    description: truncateText(
      product.description ??
        `${product.designation} ${product.marque}${price}. Commandez en ligne ${SERVICES}.`,
      DESCRIPTION_MAX,
    ),
    canonical,
    robots: 'index, follow',
  };
}
