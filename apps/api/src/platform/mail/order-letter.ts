import { PRODUCT_NAME } from '@cabas/contracts';
import { formatEuros } from '@cabas/domain';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

/** `12,50 €` with plain spaces (the narrow no-break space reads badly in some mail clients' text). */
export const mailEuros = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, ' ');

/** `jeudi 26 novembre à 10:00`, Paris time. */
export const parisDayAndHour = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** `10:00`, Paris time. */
export const parisHour = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** A short e-mail about an order: what happened, the order's facts, notes, and the store to call. */
export interface OrderLetter {
  to: string;
  prenom: string;
  subject: string;
  intro: string;
  code: string;
  facts: readonly string[];
  notes: readonly string[];
  store: { name: string; telephone: string };
}

/** The letter in French, as text and as HTML (every value escaped). */
export function orderLetter(letter: OrderLetter): MailMessage {
  const { prenom, subject, intro, code, facts, notes, store } = letter;
  const text = [
    `Bonjour ${prenom},`,
    '',
    intro,
    '',
    `Commande n° ${code}`,
    ...facts,
    ...notes.flatMap((note) => ['', note]),
    '',
    `Une question ? Appelez votre magasin ${store.name} au ${store.telephone}.`,
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>Bonjour ${escapeHtml(prenom)},</p>
<p>${escapeHtml(intro)}</p>
<h1 style="font-size:20px">Commande n° ${escapeHtml(code)}</h1>
${facts.length ? `<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : ''}
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}
<p>Une question ? Appelez votre magasin ${escapeHtml(store.name)} au ${escapeHtml(store.telephone)}.</p>
<p>L'équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: letter.to, subject, text, html };
}
