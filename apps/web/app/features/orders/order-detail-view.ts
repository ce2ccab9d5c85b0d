import { LINE_TRACKING_LABELS } from '@cabas/contracts';
import { lineTrackingTone } from '@cabas/domain';
import { formatFrenchRange } from '../../lib/french-date.ts';
import { type OrderSummaryView, summaryView } from './order-view.ts';
import type { ShopAmount, ShopOrder, ShopOrderLine, ShopOrderProduct } from './orders-api.server.ts';
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
