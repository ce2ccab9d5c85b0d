import { NEWSLETTER_UNSUBSCRIBE_PAGE, PRODUCT_NAME } from '@cabas/contracts';
import { formatEuros } from '@cabas/domain';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

const euros = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, ' ');

export interface NewsletterProduct {
  designation: string;
  url: string;
  priceCents: number;
  strikePriceCents: number | null;
}

export interface NewsletterMailInput {
  to: string;
  prenom: string;
  store: { name: string };
  products: NewsletterProduct[];
  /** The shop's public address, e.g. https://cabas.example */
  shopUrl: string;
  /** The signed token of this client and store (`UnsubscribeTokens.create`). */
  unsubscribeToken: string;
}

export const unsubscribeUrl = (shopUrl: string, token: string) =>
  `${shopUrl.replace(/\/+$/, '')}${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;

/**
 * A store's weekly newsletter: a few promoted products and, as every marketing e-mail, a link that
 * unsubscribes without logging in, also given to mail clients as `List-Unsubscribe` with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058: one POST to that address unsubscribes).
 */
export function newsletterMail(input: NewsletterMailInput): MailMessage {
  const link = unsubscribeUrl(input.shopUrl, input.unsubscribeToken);
  const subject = `Les bons plans de la semaine chez ${input.store.name}`;
  const price = (p: NewsletterProduct) =>
    p.strikePriceCents
      ? `${euros(p.priceCents)} au lieu de ${euros(p.strikePriceCents)}`
      : euros(p.priceCents);
  const text = [
    `Bonjour ${input.prenom},`,
    '',
    `Voici les bons plans de la semaine de votre magasin ${input.store.name} :`,
    ...input.products.map((p) => `- ${p.designation} : ${price(p)} (${p.url})`),
    '',
    `L'équipe ${PRODUCT_NAME}`,
    '',
    `Vous recevez cet e-mail car vous êtes inscrit à la newsletter de ${input.store.name}.`,
    `Se désinscrire : ${link}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>Bonjour ${escapeHtml(input.prenom)},</p>
<h1 style="font-size:20px">Les bons plans de la semaine chez ${escapeHtml(input.store.name)}</h1>
<ul>${input.products
    .map(
      (p) =>
        `<li><a href="${escapeHtml(p.url)}" style="color:#0a5c36">${escapeHtml(p.designation)}</a> : <strong>${escapeHtml(price(p))}</strong></li>`,
    )
    .join('')}</ul>
<p>L'équipe ${PRODUCT_NAME}</p>
<hr>
<p style="font-size:14px">Vous recevez cet e-mail car vous êtes inscrit à la newsletter de ${escapeHtml(input.store.name)}.
<a href="${escapeHtml(link)}" style="color:#1d1d1b">Se désinscrire de cette newsletter</a></p>
</body>
</html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
