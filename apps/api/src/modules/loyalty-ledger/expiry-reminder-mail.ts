import { PRODUCT_NAME } from '@cabas/contracts';
import { frenchDay } from '@cabas/domain';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailEuros } from '../../platform/mail/order-letter.ts';

export interface ExpiryReminder {
  to: string;
  prenom: string;
  /** « Carte … » and its masked number. */
  card: string;
  cents: number;
  /** Paris day 'YYYY-MM-DD': the last day the euros may be spent. */
  expiresOn: string;
  /** The card's history page, when the shop's address is known. */
  historyUrl: string | null;
}

/** « 3,20 € de votre cagnotte expirent le 12 janvier 2027 », as text and as HTML (values escaped). */
export function expiryReminderMail(r: ExpiryReminder): MailMessage {
  const amount = mailEuros(r.cents);
  const day = frenchDay(r.expiresOn);
  const subject = `${amount} de votre cagnotte expirent le ${day}`;
  const intro = `${amount} de votre cagnotte fidélité (${r.card}) expirent le ${day} au soir.`;
  const advice = 'Utilisez-les pour régler une commande avant cette date : passé ce jour, ils seront perdus.';
  const link = r.historyUrl ? `Le détail de votre cagnotte : ${r.historyUrl}` : null;
  const text = [
    `Bonjour ${r.prenom},`,
    '',
    intro,
    advice,
    ...(link ? ['', link] : []),
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>Bonjour ${escapeHtml(r.prenom)},</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(advice)}</p>
${r.historyUrl ? `<p><a href="${escapeHtml(r.historyUrl)}">Voir le détail de ma cagnotte</a></p>` : ''}
<p>L'équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: r.to, subject, text, html };
}
