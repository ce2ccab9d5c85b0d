import { PRO_PAYMENT_MODE_LABELS, PRODUCT_NAME, type ProPaymentMode } from '@cabas/contracts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { QueuedMail } from '../../platform/mail/mailer.ts';
import {
  mailEuros as euros,
  parisHour as hour,
  parisDayAndHour as paris,
} from '../../platform/mail/order-letter.ts';
import type { HandOverMailParts } from '../hand-over/hand-over-links.ts';
import type { OrderDraft } from './order-draft.ts';

export interface OrderMailInput {
  draft: OrderDraft;
  code: string;
  pending: boolean;
  store: { name: string; telephone: string };
  tirelireCents: number;
  giftCardCents: number;
  cardCents: number;
  /** An order collected at the store: the QR code of its hand-over and the check-in link (decision 116). */
  handOver?: HandOverMailParts | null;
}

/** How a pro order on invoice is paid: its code of payment, and the e-mail's line. */
const PRO_INVOICE_PAYMENT_CODE: ProPaymentMode = 'differe';

function invoicePaymentText(termDays: number | undefined): string {
  const label = PRO_PAYMENT_MODE_LABELS.differe;
  return termDays === undefined
    ? `Paiement : ${label}`
    : `Paiement : ${label}, à régler sous ${termDays} jours après le retrait de la commande`;
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
export function orderConfirmationMail(input: OrderMailInput): QueuedMail {
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
  const onInvoice = draft.codePaiement === PRO_INVOICE_PAYMENT_CODE;
  if (input.giftCardCents) totals.push(['Payé par carte cadeau', euros(input.giftCardCents)]);
  // A pro has no loyalty account: never a cagnotte line.
  if (input.tirelireCents && !draft.pro)
    totals.push(['Payé avec votre cagnotte', euros(input.tirelireCents)]);
  if (!onInvoice) totals.push(['Payé par carte bancaire', euros(input.cardCents)]);
  const details = [
    onInvoice ? invoicePaymentText(draft.paymentTermDays) : null,
    `Magasin : ${store.name} – téléphone du drive : ${store.telephone}`,
    draft.serviceLabel ? `Mode : ${draft.serviceLabel}` : null,
    slotText(draft) ? `Créneau : ${slotText(draft)}` : null,
    placeText(draft),
  ].filter((x): x is string => Boolean(x));

  const { handOver } = input;
  const text = [
    `Bonjour ${draft.prenom},`,
    '',
    intro,
    '',
    `Commande n° ${code}`,
    ...details,
    '',
    ...(handOver
      ? [
          `Au drive, présentez votre code de commande ${code} (ou le QR code de cet e-mail).`,
          `Je suis arrivé(e) : ${handOver.checkInUrl}`,
          '',
        ]
      : []),
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
${handOver ? handOverHtml(code, handOver) : ''}
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
  return { to: draft.email, subject, text, html, ...(handOver ? { attachments: [handOver.qrCode] } : {}) };
}

/** The hand-over block: the QR code the staff scan (its alt text gives the code), the check-in link. */
function handOverHtml(code: string, handOver: HandOverMailParts): string {
  const alt = `QR code de retrait de la commande ${code}`;
  return `<h2 style="font-size:18px">Au drive</h2>
<p>Présentez votre code de commande <strong>${escapeHtml(code)}</strong> ou ce QR code au personnel du magasin.</p>
<p><img src="cid:${escapeHtml(handOver.qrCode.cid ?? '')}" alt="${escapeHtml(alt)}" width="180" height="180"></p>
<p><a href="${escapeHtml(handOver.checkInUrl)}" style="display:inline-block;padding:10px 16px;background:#0b5c2e;color:#ffffff;text-decoration:none;border-radius:4px">Je suis arrivé(e)</a></p>
<p>Une fois sur place, ce lien prévient le magasin de votre arrivée.</p>`;
}
