import { PRODUCT_NAME } from '@cabas/contracts';
import { formatEuros } from '@cabas/domain';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { OrderDraft } from './order-draft.ts';

const paris = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const hour = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});
const euros = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, ' ');

export interface OrderMailInput {
  draft: OrderDraft;
  code: string;
  pending: boolean;
  store: { name: string; telephone: string };
  tirelireCents: number;
  giftCardCents: number;
  cardCents: number;
}

function slotText(draft: OrderDraft): string | null {
  if (!draft.slot) return null;
  return `${paris.format(new Date(draft.slot.debut))} – ${hour.format(new Date(draft.slot.fin))}`;
}

function placeText(draft: OrderDraft): string | null {
  if (draft.adresse)
    return `Livraison : ${draft.adresse.adresse}, ${draft.adresse.code_postal} ${draft.adresse.ville}`;
  if (draft.adresseRetrait)
    return `Retrait : ${draft.adresseRetrait.adresse}, ${draft.adresseRetrait.cp} ${draft.adresseRetrait.ville}`;
  return null;
}

/** The order confirmation e-mail (French, text and HTML): lines, totals, slot, store and its phone. */
export function orderConfirmationMail(input: OrderMailInput): MailMessage {
  const { draft, code, pending, store } = input;
  const subject = pending
    ? `Votre commande ${code} est en attente de validation du paiement`
    : `Confirmation de votre commande ${code}`;
  const intro = pending
    ? 'Nous avons bien reçu votre commande. Votre banque vérifie actuellement les informations de paiement : vous recevrez un e-mail dès la validation.'
    : 'Merci pour votre commande ! Elle a bien été enregistrée et sera préparée par votre magasin.';
  const lines = draft.lines.map((l) => ({
    text: `${l.designation} × ${l.quantity.toLocaleString('fr-FR')}`,
    amount: euros(l.totalCents),
  }));
  const totals: [string, string][] = [
    ...draft.frais.map((f): [string, string] => [f.libelle, euros(f.cents)]),
    ...draft.reductions.map((r): [string, string] => [r.libelle, `-${euros(r.cents)}`]),
    ['Total TTC', euros(draft.totalCents)],
  ];
  if (input.giftCardCents) totals.push(['Payé par carte cadeau', euros(input.giftCardCents)]);
  if (input.tirelireCents) totals.push(['Payé avec votre cagnotte', euros(input.tirelireCents)]);
  totals.push(['Payé par carte bancaire', euros(input.cardCents)]);
  const details = [
    `Magasin : ${store.name} – téléphone du drive : ${store.telephone}`,
    draft.serviceLabel ? `Mode : ${draft.serviceLabel}` : null,
    slotText(draft) ? `Créneau : ${slotText(draft)}` : null,
    placeText(draft),
  ].filter((x): x is string => Boolean(x));

  const text = [
    `Bonjour ${draft.prenom},`,
    '',
    intro,
    '',
    `Commande n° ${code}`,
    ...details,
    '',
    'Vos articles :',
    ...lines.map((l) => `- ${l.text} : ${l.amount}`),
    '',
    ...totals.map(([k, v]) => `${k} : ${v}`),
    '',
    `Une question ? Appelez votre magasin au ${store.telephone}.`,
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');

  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:4px 8px">${strong ? '<strong>' : ''}${escapeHtml(k)}${strong ? '</strong>' : ''}</td><td style="padding:4px 8px;text-align:right">${escapeHtml(v)}</td></tr>`;
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>Bonjour ${escapeHtml(draft.prenom)},</p>
<p>${escapeHtml(intro)}</p>
<h1 style="font-size:20px">Commande n° ${escapeHtml(code)}</h1>
<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>
<table style="border-collapse:collapse">
<caption style="text-align:left;font-weight:bold">Vos articles</caption>
<thead><tr><th scope="col" style="text-align:left;padding:4px 8px">Article</th><th scope="col" style="text-align:right;padding:4px 8px">Montant</th></tr></thead>
<tbody>${lines.map((l) => row(l.text, l.amount)).join('')}</tbody>
<tfoot>${totals.map(([k, v]) => row(k, v, k === 'Total TTC')).join('')}</tfoot>
</table>
<p>Une question ? Appelez votre magasin au ${escapeHtml(store.telephone)}.</p>
<p>L'équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: draft.email, subject, text, html };
}
