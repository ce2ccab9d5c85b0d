import type { PaidMeans } from '@cabas/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailEuros as euros, orderLetter } from '../../platform/mail/order-letter.ts';

export interface OrderChangeMailInput {
  to: string;
  prenom: string;
  code: string;
  store: { name: string; telephone: string };
  /** Cancelled, or changed with its new total. */
  kind: 'annulation' | 'modification';
  refund: PaidMeans;
  /**
   * Of `refund.card`, what a card authorised and not captured yet will not take (decision 109): the
   * customer is told it will not be debited, not that it is refunded.
   */
  cardNotChargedCents?: number;
  newTotalCents?: number;
  extraCardCents?: number;
}

/** What goes back to the card: refunded, or not to be debited (an authorisation lowered or released). */
function cardParts(input: Pick<OrderChangeMailInput, 'refund' | 'cardNotChargedCents'>) {
  const notCharged = Math.min(Math.max(0, input.cardNotChargedCents ?? 0), Math.max(0, input.refund.card));
  return { refunded: input.refund.card - notCharged, notCharged };
}

function refundLines(input: Pick<OrderChangeMailInput, 'refund' | 'cardNotChargedCents'>): string[] {
  const { refund } = input;
  const card = cardParts(input);
  const lines: string[] = [];
  if (card.refunded > 0) lines.push(`Remboursé sur votre carte bancaire : ${euros(card.refunded)}`);
  if (card.notCharged > 0)
    lines.push(`Ne sera pas débité de votre carte bancaire : ${euros(card.notCharged)}`);
  if (refund.giftCard > 0) lines.push(`Recrédité sur votre carte cadeau : ${euros(refund.giftCard)}`);
  if (refund.tirelire > 0) lines.push(`Recrédité sur votre cagnotte : ${euros(refund.tirelire)}`);
  return lines;
}

/** The e-mail of a cancelled or changed order (French, text and HTML): what goes back to each means. */
export function orderChangeMail(input: OrderChangeMailInput): MailMessage {
  const cancelled = input.kind === 'annulation';
  const subject = cancelled
    ? `Annulation de votre commande ${input.code}`
    : `Modification de votre commande ${input.code}`;
  const intro = cancelled
    ? 'Votre commande a bien été annulée. Votre créneau est libéré.'
    : 'Votre commande a bien été modifiée. Votre magasin préparera la commande modifiée.';
  const facts = [
    ...(input.newTotalCents === undefined ? [] : [`Nouveau total TTC : ${euros(input.newTotalCents)}`]),
    ...(input.extraCardCents ? [`Payé en plus par carte bancaire : ${euros(input.extraCardCents)}`] : []),
    ...refundLines(input),
  ];
  const card = cardParts(input);
  const notes = [
    ...(card.notCharged > 0
      ? [
          cancelled
            ? 'Votre carte bancaire n’avait pas encore été débitée : le paiement autorisé est annulé, ce montant ne sera pas débité.'
            : 'Votre carte bancaire n’est débitée qu’une fois votre commande préparée : ce montant ne sera pas débité.',
        ]
      : []),
    ...(card.refunded > 0
      ? ['Le remboursement sur carte bancaire apparaît sur votre compte sous quelques jours ouvrés.']
      : []),
  ];
  return orderLetter({ ...input, subject, intro, facts, notes });
}
