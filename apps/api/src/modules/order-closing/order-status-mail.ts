import { HOME_DELIVERY_ORDER_TYPE } from '@cabas/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import {
  mailEuros as euros,
  parisHour as hour,
  orderLetter,
  parisDayAndHour as paris,
} from '../../platform/mail/order-letter.ts';

/** The order as its status e-mails read it. */
export interface StatusMailOrder {
  to: string;
  prenom: string;
  code: string;
  codeTypeCommande: string;
  store: { name: string; telephone: string };
  slot: { start: string; end: string | null } | null;
  /** « Retrait : … » or « Livraison : … », when the order has a place. */
  place: string | null;
  isPro: boolean;
}

/** What the closing took and gave back, cents (decision 114). */
export interface ClosedAmounts {
  finalCents: number;
  cardCents: number;
  giftCardCents: number;
  tirelireCents: number;
  /** The card's authorisation not taken: released, never debited. */
  notDebitedCents: number;
  giftCardBackCents: number;
  tirelireBackCents: number;
}

/** A line the store replaced, for the customer to accept or refuse (decision 115). */
export interface SubstituteForMail {
  ordered: string;
  substitute: string;
  /** What the substitute costs if accepted, cents. */
  priceCents: number;
}

/** The substitutes of a prepared order: what the « ready » e-mail asks the customer to answer. */
export interface SubstitutesForMail {
  substitutes: SubstituteForMail[];
  /** ISO: the start of the slot; null for an order without one (until it is handed over). */
  answersDeadline: string | null;
  /** The customer's order page, where she answers. */
  orderUrl?: string;
}

export type StatusMail =
  | { status: 'VALIDEE' }
  | ({ status: 'EN_ATTENTE' } & Partial<SubstitutesForMail>)
  | { status: 'RETIREE' | 'LIVREE'; amounts: ClosedAmounts };

const isDelivery = (order: StatusMailOrder) =>
  order.codeTypeCommande.toUpperCase() === HOME_DELIVERY_ORDER_TYPE;

function slotText(slot: StatusMailOrder['slot']): string | null {
  if (!slot) return null;
  const start = paris.format(new Date(slot.start));
  return slot.end ? `${start} – ${hour.format(new Date(slot.end))}` : start;
}

interface Content {
  subject: string;
  intro: string;
  facts: string[];
  notes: string[];
}

function content(order: StatusMailOrder, mail: StatusMail): Content {
  const delivery = isDelivery(order);
  const slot = slotText(order.slot);
  const where = [...(slot ? [`Créneau : ${slot}`] : []), ...(order.place ? [order.place] : [])];
  switch (mail.status) {
    case 'VALIDEE':
      return {
        subject: `Votre commande ${order.code} est en préparation`,
        intro:
          'Votre commande est en préparation : votre magasin rassemble vos produits. Elle ne peut plus être modifiée ni annulée.',
        facts: where,
        notes: [
          'Les produits vendus au poids sont pesés et un produit manquant n’est pas facturé : vous ne payez que ce que vous recevez.',
        ],
      };
    case 'EN_ATTENTE': {
      const ready = {
        subject: `Votre commande ${order.code} est prête`,
        intro: delivery
          ? 'Votre commande est prête : elle part en livraison à l’adresse indiquée, sur le créneau choisi.'
          : 'Votre commande est prête : vous pouvez venir la retirer sur le créneau choisi.',
        facts: where,
        notes: [],
      };
      const substitutes = mail.substitutes ?? [];
      if (!substitutes.length) return ready;
      const count = substitutes.length;
      const deadline = mail.answersDeadline
        ? `avant le ${paris.format(new Date(mail.answersDeadline))} (début de votre créneau)`
        : 'avant la remise de votre commande';
      return {
        subject: `Votre commande ${order.code} est prête : ${count} produit${count > 1 ? 's remplacés' : ' remplacé'}`,
        intro: ready.intro,
        facts: [
          ...where,
          ...substitutes.map((s) => `${s.ordered} → remplacé par ${s.substitute} : ${euros(s.priceCents)}`),
        ],
        notes: [
          `Votre magasin a remplacé ${count > 1 ? 'des produits indisponibles' : 'un produit indisponible'}, comme vous l’aviez accepté. Acceptez ou refusez chaque remplacement ${deadline} sur la page de votre commande${mail.orderUrl ? ` : ${mail.orderUrl}` : ', rubrique « Mes commandes » de votre espace client'}.`,
          'Sans réponse de votre part, le remplacement est accepté. Un remplacement refusé ne vous est ni remis ni facturé ; un produit de remplacement ne coûte jamais plus que le produit commandé.',
        ],
      };
    }
    default: {
      const a = mail.amounts;
      const facts = [
        `Montant final : ${euros(a.finalCents)}`,
        ...(a.cardCents > 0 ? [`Débité de votre carte bancaire : ${euros(a.cardCents)}`] : []),
        ...(a.giftCardCents > 0 ? [`Payé avec votre carte cadeau : ${euros(a.giftCardCents)}`] : []),
        ...(a.tirelireCents > 0 ? [`Payé avec votre cagnotte : ${euros(a.tirelireCents)}`] : []),
        ...(a.notDebitedCents > 0
          ? [`Ne sera pas débité de votre carte bancaire : ${euros(a.notDebitedCents)}`]
          : []),
        ...(a.giftCardBackCents > 0
          ? [`Recrédité sur votre carte cadeau : ${euros(a.giftCardBackCents)}`]
          : []),
        ...(a.tirelireBackCents > 0 ? [`Recrédité sur votre cagnotte : ${euros(a.tirelireBackCents)}`] : []),
      ];
      const given = a.notDebitedCents + a.giftCardBackCents + a.tirelireBackCents > 0;
      return {
        subject: delivery
          ? `Votre commande ${order.code} a été livrée`
          : `Votre commande ${order.code} a été retirée`,
        intro: delivery
          ? 'Votre commande vous a été livrée. Merci de votre confiance !'
          : 'Vous avez retiré votre commande. Merci de votre confiance !',
        facts,
        notes: [
          ...(given
            ? [
                'Le montant final tient compte des produits pesés, remplacés ou manquants : la différence avec le montant autorisé lors de votre commande ne sera pas débitée.',
              ]
            : []),
          ...(order.isPro
            ? []
            : ['Votre facture est disponible dans votre espace client, rubrique « Mes commandes ».']),
        ],
      };
    }
  }
}

/**
 * The e-mail of a status the store gives an order (French, text and HTML, decision 114): in
 * preparation, ready, withdrawn or delivered with the final amount and what was not debited.
 */
export function orderStatusMail(order: StatusMailOrder, mail: StatusMail): MailMessage {
  return orderLetter({ ...order, ...content(order, mail) });
}
