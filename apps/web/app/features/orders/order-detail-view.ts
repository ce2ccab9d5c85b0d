import { LINE_TRACKING_LABELS, type Order, type OrderProduct } from '@cabas/contracts';
import { eurosToCents, lineTrackingTone } from '@cabas/domain';
import { formatFrenchRange } from '../../lib/french-date.ts';
import { type OrderSummaryView, summaryView } from './order-view.ts';
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
}

export function lineView(l: Order['lignes_commande'][number] | OrderProduct): OrderLineView {
  const product = 'slug' in l ? l : null;
  return {
    id: l.id,
    productId: l.produit_id,
    designation: l.designation,
    quantity: l.quantite,
    unitCents: eurosToCents(l.montant ?? l.prix_unitaire),
    totalCents: eurosToCents(l.montant_ttc),
    totalAfterCents: eurosToCents(l.prix_total_avec_remise),
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

const cents = (a: { libelle: string; valeur: number }) => ({
  libelle: a.libelle,
  cents: eurosToCents(a.valeur),
});

export function detailView(o: Order): OrderDetailView {
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
    subtotalCents: eurosToCents(o.montant_sous_total_ttc),
    discountCents: eurosToCents(o.montant_total_remise),
    fees: o.frais.map(cents),
    reductions: o.reductions.map(cents),
    payments: o.modes_paiement.map(cents),
    benefits: o.avantages_total_animco
      ? {
          eurocoraCents: eurosToCents(o.avantages_total_animco.eurocora),
          points: o.avantages_total_animco.points,
          items: o.avantages_total_animco.objets.map(cents),
        }
      : null,
    invoice: o.url_facture
      ? {
          href: orderInvoiceHref(o.id),
          label: o.has_adresse_facture ? 'Imprimer ma facture' : 'Générer ma facture',
        }
      : null,
    receipts: o.tickets_de_caisse,
    pdfHref: orderPdfHref(o.id),
    productsHref: orderProductsHref(o.id),
    changeHref: open ? orderChangeHref(o.id) : null,
    cancelHref: open ? orderCancelHref(o.id) : null,
    email: o.email_confirmation,
    lines: o.lignes_commande.map(lineView),
  };
}
