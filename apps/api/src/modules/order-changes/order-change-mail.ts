import { PRODUCT_NAME } from '@cabas/contracts';
import { formatEuros, type PaidMeans } from '@cabas/domain';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

const euros = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, ' ');

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
  const text = [
    `Bonjour ${input.prenom},`,
    '',
    intro,
    '',
    `Commande n° ${input.code}`,
    ...facts,
    ...notes.flatMap((note) => ['', note]),
    '',
    `Une question ? Appelez votre magasin ${input.store.name} au ${input.store.telephone}.`,
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>Bonjour ${escapeHtml(input.prenom)},</p>
<p>${escapeHtml(intro)}</p>
<h1 style="font-size:20px">Commande n° ${escapeHtml(input.code)}</h1>
<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}
<p>Une question ? Appelez votre magasin ${escapeHtml(input.store.name)} au ${escapeHtml(input.store.telephone)}.</p>
<p>L'équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: input.to, subject, text, html };
}
