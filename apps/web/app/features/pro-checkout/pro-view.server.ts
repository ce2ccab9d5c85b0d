/** The pro checkout as its pages show it: texts built once on the server, from the decoded answer. */
import { PRO_PAYMENT_MODE_LABELS, type ProPaymentMode } from '@cabas/contracts';
import { formatHour, formatPrice, TIME_ZONE } from '../../lib/format.ts';
import { holdAnnouncement, type SlotDay } from '../checkout/index.ts';
import type { ShopProCheckout, ShopProSlot } from './pro-checkout-api.server.ts';

export interface HoldView {
  slotId: string;
  text: string;
  announcement: string;
}

export interface ProServiceView {
  id: number;
  label: string;
  details: string;
  possible: boolean;
  reasons: string[];
}

export interface ProPaymentView {
  code: ProPaymentMode;
  label: string;
  details: string | null;
  possible: boolean;
  reason: string | null;
}

export interface ProContactView {
  name: string;
  phone: string | null;
  mobile: string | null;
  email: string | null;
}

export interface ProMainView {
  articleCount: number;
  warnings: string[];
  notAllowed: { id: number; designation: string }[];
  services: ProServiceView[];
  serviceId: number | null;
  days: SlotDay[];
  hold: HoldView | null;
  payments: ProPaymentView[];
  paymentMode: ProPaymentMode | null;
  amounts: {
    cart: string;
    fees: string;
    totalExclTax: string;
    total: string;
    vat: { rate: string; base: string; vat: string }[];
  };
  contact: ProContactView | null;
  missing: string[];
}

const clock = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

export function holdView(hold: NonNullable<ShopProCheckout['creneau']>): HoldView {
  const text = `${hold.jour_texte} de ${formatHour(hold.heure_debut)} à ${formatHour(hold.heure_fin)}`;
  const until = clock.format(new Date(hold.expire_le)).replace(':', 'h');
  return {
    slotId: String(hold.creneau_id),
    text,
    announcement: holdAnnouncement(text, hold.duree_reservation_minutes, until),
  };
}

export function slotDays(days: { date: string; jour_texte: string; creneaux: ShopProSlot[] }[]): SlotDay[] {
  return days.map((day) => ({
    date: day.date,
    label: day.jour_texte,
    slots: day.creneaux.map((slot) => ({
      id: String(slot.id),
      start: formatHour(slot.heure_debut),
      end: formatHour(slot.heure_fin),
      priceCents: slot.priceCents,
      remaining: slot.places_restantes,
      available: slot.etat === 'disponible' || slot.etat === 'choisi',
    })),
  }));
}

/** « à régler sous 30 jours après le retrait » */
export const termText = (days: number) => `à régler sous ${days} jours après le retrait`;

export function contactView(contact: ShopProCheckout['contact']): ProContactView | null {
  if (!contact) return null;
  return {
    name: `${contact.prenom_referent} ${contact.nom_referent}`.trim(),
    phone: contact.tel_referent,
    mobile: contact.mobile_referent,
    email: contact.mail_referent,
  };
}

export function paymentViews(c: ShopProCheckout): ProPaymentView[] {
  return [
    {
      code: 'differe',
      label: PRO_PAYMENT_MODE_LABELS.differe,
      details: `Encours disponible : ${formatPrice(c.outstanding.availableCents)}, ${termText(c.delai_paiement_jours)}`,
      possible: c.paiement_differe.possible,
      reason: c.paiement_differe.possible ? null : c.paiement_differe.raison,
    },
    { code: 'cb', label: PRO_PAYMENT_MODE_LABELS.cb, details: null, possible: true, reason: null },
  ];
}

export function mainView(c: ShopProCheckout, days: SlotDay[]): ProMainView {
  return {
    articleCount: c.articleCount,
    warnings: c.warnings,
    notAllowed: c.produits_non_autorises,
    services: c.services.map((s) => ({
      id: s.id,
      label: s.label,
      details: [s.adresse, s.description, s.tarif_mini_txt].filter(Boolean).join(' · '),
      possible: s.possible,
      reasons: s.raisons,
    })),
    serviceId: c.service_id,
    days,
    hold: c.creneau ? holdView(c.creneau) : null,
    payments: paymentViews(c),
    paymentMode: c.modePaiement,
    amounts: {
      cart: formatPrice(c.amounts.cartCents),
      fees: formatPrice(c.amounts.feesCents),
      totalExclTax: formatPrice(c.amounts.totalExclTaxCents),
      total: formatPrice(c.amounts.totalCents),
      vat: c.amounts.vat.map((row) => ({
        rate: row.rate,
        base: formatPrice(row.baseCents),
        vat: formatPrice(row.vatCents),
      })),
    },
    contact: contactView(c.contact),
    missing: c.a_completer.map((item) => item.message),
  };
}
