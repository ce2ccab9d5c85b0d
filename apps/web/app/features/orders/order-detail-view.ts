import { isPaidOnInvoice, LINE_TRACKING_LABELS } from '@cabas/contracts';
import { lineTrackingTone } from '@cabas/domain';
import { formatFrenchDateTime, formatFrenchRange } from '../../lib/french-date.ts';
import { type OrderSummaryView, summaryView } from './order-view.ts';
import type {
  ShopAmount,
  ShopOrder,
  ShopOrderLine,
  ShopOrderProduct,
  ShopSubstitution,
} from './orders-api.server.ts';
import {
  orderCancelHref,
  orderChangeHref,
  orderInvoiceHref,
  orderPdfHref,
  orderProductsHref,
} from './orders-links.ts';

export interface OrderLineView {
  id: number;
  productId: number;
  designation: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  totalAfterCents: number;
  picture: string | null;
  suivi: string;
  suiviLabel: string;
  suiviTone: 'success' | 'orange' | 'warning';
  /** `/produits` only: the product sheet and whether the order's store still sells it. */
  productHref?: string;
  available?: boolean;
  brand?: string | null;
}

/** A substituted line as the order page shows it (decision 115). */
export interface SubstitutionView {
  lineId: number;
  ordered: string;
  substitute: string;
  quantity: number;
  orderedCents: number;
  priceCents: number;
  decision: ShopSubstitution['decision'];
  decisionLabel: string;
  /** « jeudi 26 novembre 2026 à 10 h 00 » (the start of the slot), null: until the hand-over. */
  deadlineText: string | null;
  /** The two buttons are offered. */
  answerable: boolean;
  version: number;
}

/** The customer's answer as the page words it. */
const ANSWER_TEXT: Record<ShopSubstitution['decision'], string> = {
  en_attente: 'En attente de votre réponse',
  acceptee: 'Vous avez accepté ce remplacement.',
  refusee: 'Vous avez refusé ce remplacement : ce produit ne vous sera pas remis ni facturé.',
  acceptee_par_defaut: 'Accepté par défaut : vous n’avez pas répondu avant le début de votre créneau.',
};

export function substitutionView(s: ShopSubstitution): SubstitutionView {
  return {
    lineId: s.ligne_id,
    ordered: s.produit_commande,
    substitute: s.produit_remplacant,
    quantity: s.quantite,
    orderedCents: s.orderedCents,
    priceCents: s.priceCents,
    decision: s.decision,
    decisionLabel: ANSWER_TEXT[s.decision],
    deadlineText: s.date_limite ? formatFrenchDateTime(s.date_limite) : null,
    answerable: s.modifiable,
    version: s.version,
  };
}

export interface OrderDetailView extends OrderSummaryView {
  isPro: boolean;
  proNumber: string | null;
  address: string | null;
  addressLabel: string;
  /** The slot: « 27 novembre 2026 de 10 h 00 à 11 h 00 ». */
  slotText: string | null;
  subtotalCents: number;
  discountCents: number;
  fees: { libelle: string; cents: number }[];
  reductions: { libelle: string; cents: number }[];
  payments: { libelle: string; cents: number }[];
  benefits: { eurocoraCents: number; points: number; items: { libelle: string; cents: number }[] } | null;
  invoice: { href: string; label: string } | null;
  receipts: { libelle: string; url: string }[];
  pdfHref: string;
  productsHref: string;
  /** Modify and cancel: offered while the order is `commandee` (their pages enforce the cut-off). */
  changeHref: string | null;
  cancelHref: string | null;
  email: string;
  lines: OrderLineView[];
  /** The lines the store replaced, with her answer (decision 115). */
  substitutions: SubstitutionView[];
}

export function lineView(l: ShopOrderLine | ShopOrderProduct): OrderLineView {
  const product = 'slug' in l ? l : null;
  return {
    id: l.id,
    productId: l.produit_id,
    designation: l.designation,
    quantity: l.quantite,
    unitCents: l.giftCardCents ?? l.unitCents,
    totalCents: l.totalCents,
    totalAfterCents: l.totalAfterCents,
    picture: l.visuel,
    suivi: l.suivi,
    suiviLabel: LINE_TRACKING_LABELS[l.suivi],
    suiviTone: lineTrackingTone(l.suivi),
    ...(product
      ? {
          productHref: `/article/${product.produit_id}/${product.slug}`,
          available: product.disponible,
          brand: product.marque,
        }
      : {}),
  };
}

const cents = (a: ShopAmount): ShopAmount => ({ libelle: a.libelle, cents: a.cents });

/**
 * A consumer's withdrawn order opens its invoice page (generate, then print); a pro's links straight
 * to its pro invoice PDF (`url_facture`, issued at the withdrawal).
 */
function invoiceLink(o: ShopOrder): OrderDetailView['invoice'] {
  if (!o.url_facture) return null;
  if (o.numero_commande_pro) return { href: o.url_facture, label: 'Télécharger ma facture (PDF)' };
  return {
    href: orderInvoiceHref(o.id),
    label: o.has_adresse_facture ? 'Imprimer ma facture' : 'Générer ma facture',
  };
}

export function detailView(o: ShopOrder): OrderDetailView {
  const isPro = o.numero_commande_pro !== null;
  const address = o.adresse
    ? `${o.adresse.adresse}, ${o.adresse.code_postal} ${o.adresse.ville}`
    : o.adresse_retrait
      ? `${o.adresse_retrait.adresse}, ${o.adresse_retrait.cp} ${o.adresse_retrait.ville}`
      : null;
  const open = o.statut_code === 'COMMANDEE';
  return {
    ...summaryView(o),
    isPro,
    proNumber: o.numero_commande_pro,
    address,
    addressLabel: o.adresse ? 'Adresse de livraison' : 'Adresse de retrait',
    slotText: o.date_de_retrait ? formatFrenchRange(o.date_de_retrait, o.date_de_retrait_max) : null,
    subtotalCents: o.subtotalCents,
    discountCents: o.discountCents,
    fees: o.fees.map(cents),
    reductions: o.reductions.map(cents),
    payments: o.payments.map(cents),
    benefits: o.benefits
      ? {
          eurocoraCents: o.benefits.eurocoraCents,
          points: o.benefits.points,
          items: o.benefits.items.map(cents),
        }
      : null,
    invoice: invoiceLink(o),
    receipts: o.tickets_de_caisse,
    pdfHref: orderPdfHref(o.id),
    productsHref: orderProductsHref(o.id),
    // An order on invoice is not edited online (decision 119): it can only be cancelled.
    changeHref: open && !isPaidOnInvoice(o) ? orderChangeHref(o.id) : null,
    cancelHref: open ? orderCancelHref(o.id) : null,
    email: o.email_confirmation,
    lines: o.lignes_commande.map(lineView),
    substitutions: o.remplacements.map(substitutionView),
  };
}
