import { PRODUCT_NAME } from '@cabas/contracts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** One line of a request as the e-mails show it. */
export type MailField = readonly [label: string, value: string];

export interface RequestMailInput {
  title: string;
  reference: string;
  fields: readonly MailField[];
  store: { name: string; email: string };
  /** The address typed on the form: the service's Reply-To only, never mailed by the shop. */
  sender: { email: string; prenom: string };
}

const page = (subject: string, body: string) => `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
${body}
</body>
</html>`;

const textLines = (fields: readonly MailField[]) => fields.map(([label, value]) => `${label} : ${value}`);
const htmlTable = (fields: readonly MailField[]) =>
  `<table style="border-collapse:collapse">${fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** The request as the store's service receives it; answering it writes to the sender. */
export function serviceMail(input: RequestMailInput): MailMessage {
  const subject = `[${input.reference}] ${input.title}`;
  const text = [
    `Nouvelle demande reçue sur le site ${PRODUCT_NAME} pour le magasin ${input.store.name}.`,
    '',
    `Référence : ${input.reference}`,
    ...textLines(input.fields),
    '',
    "Répondre à cet e-mail écrit directement à l'expéditeur.",
  ].join('\n');
  const html = page(
    subject,
    `<p>Nouvelle demande reçue sur le site ${PRODUCT_NAME} pour le magasin ${escapeHtml(input.store.name)}.</p>
<h1 style="font-size:20px">${escapeHtml(input.title)}</h1>
<p>Référence : <strong>${escapeHtml(input.reference)}</strong></p>
${htmlTable(input.fields)}
<p style="font-size:14px">Répondre à cet e-mail écrit directement à l'expéditeur.</p>`,
  );
  return { to: input.store.email, subject, text, html, headers: { 'Reply-To': input.sender.email } };
}

/**
 * The sender's copy: what was sent, its reference and who will answer. It goes to `to`, an address the
 * shopper proved (the logged-in account's own), never to the address typed (decision 097).
 */
export function senderCopyMail(
  input: RequestMailInput,
  to: { email: string; prenom: string },
  successMessage: string,
): MailMessage {
  const subject = `Votre demande ${input.reference} : ${input.title}`;
  const text = [
    `Bonjour ${to.prenom},`,
    '',
    successMessage,
    `Votre demande a été transmise au service client de votre magasin ${input.store.name}.`,
    '',
    `Référence : ${input.reference}`,
    ...textLines(input.fields),
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = page(
    subject,
    `<p>Bonjour ${escapeHtml(to.prenom)},</p>
<p>${escapeHtml(successMessage)}</p>
<p>Votre demande a été transmise au service client de votre magasin ${escapeHtml(input.store.name)}.</p>
<h1 style="font-size:20px">${escapeHtml(input.title)}</h1>
<p>Référence : <strong>${escapeHtml(input.reference)}</strong></p>
${htmlTable(input.fields)}
<p>L'équipe ${PRODUCT_NAME}</p>`,
  );
  return { to: to.email, subject, text, html, headers: { 'Reply-To': input.store.email } };
}

/** The double opt-in e-mail: nothing is sent to the address until its link is opened. */
export function newsletterConfirmationMail(input: {
  to: string;
  prenom: string | null;
  storeName: string;
  link: string;
  days: number;
}): MailMessage {
  const subject = `Confirmez votre inscription à la newsletter de ${input.storeName}`;
  const hello = input.prenom ? `Bonjour ${input.prenom},` : 'Bonjour,';
  const text = [
    hello,
    '',
    `Vous avez demandé à recevoir la newsletter de votre magasin ${input.storeName}.`,
    `Pour confirmer votre inscription, ouvrez ce lien (valable ${input.days} jours) :`,
    input.link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : vous ne recevrez rien.",
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = page(
    subject,
    `<p>${escapeHtml(hello)}</p>
<p>Vous avez demandé à recevoir la newsletter de votre magasin ${escapeHtml(input.storeName)}.</p>
<p><a href="${escapeHtml(input.link)}" style="color:#0a5c36">Confirmer mon inscription</a> (lien valable ${input.days} jours)</p>
<p style="font-size:14px">Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : vous ne recevrez rien.</p>
<p>L'équipe ${PRODUCT_NAME}</p>`,
  );
  return { to: input.to, subject, text, html };
}
