import { accountMessages, PASSWORD_RESET_TTL_MINUTES, PRODUCT_NAME } from '@cabas/contracts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The forgotten-password e-mail, in French, text and HTML, with its single-use link. */
export function resetPasswordMail(to: { email: string; prenom: string }, link: string): MailMessage {
  const hello = `Bonjour ${to.prenom},`;
  const text = [
    hello,
    '',
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${PRODUCT_NAME}.`,
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${PASSWORD_RESET_TTL_MINUTES} minutes, une seule fois) :`,
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.",
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(accountMessages.resetMailSubject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>${escapeHtml(hello)}</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte ${PRODUCT_NAME}.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #0a5c36; color: #ffffff; text-decoration: none; border-radius: 4px">Choisir un nouveau mot de passe</a></p>
<p>Ce lien est valable ${PASSWORD_RESET_TTL_MINUTES} minutes et ne sert qu'une fois. S'il ne s'ouvre pas, copiez cette adresse dans votre navigateur :<br>${escapeHtml(link)}</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.</p>
<p>L'équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: to.email, subject: accountMessages.resetMailSubject, text, html };
}

/** The pro's store contact, as the e-mail names it (a row of store_pro_contacts and its store). */
export interface ProHelpContact {
  prenom: string;
  nom: string;
  tel: string;
  mobile: string | null;
  mail: string;
  storeName: string | null;
}

/**
 * To a pro who asked for a forgotten password: no link (a pro account's password is not reset online),
 * who to ask instead. The request's answer is the same as anyone's (decision 096).
 */
export function proResetHelpMail(
  to: { email: string; prenom: string },
  contact: ProHelpContact | null,
): MailMessage {
  const subject = accountMessages.proResetMailSubject;
  const pro = `${PRODUCT_NAME}Pro`;
  const hello = `Bonjour ${to.prenom},`;
  const intro = [
    `Nous avons reçu une demande de mot de passe oublié pour votre compte ${pro} (${to.email}).`,
    `Pour des raisons de sécurité, le mot de passe d'un compte professionnel ne se réinitialise pas en ligne : il est géré avec votre entreprise par le correspondant ${pro} de votre magasin. Aucun lien ne vous est donc envoyé, et votre mot de passe n'a pas changé.`,
  ];
  const help = contact
    ? [
        `Pour obtenir un nouveau mot de passe, contactez votre correspondant ${pro}${contact.storeName ? ` (magasin ${contact.storeName})` : ''} :`,
        `${contact.prenom} ${contact.nom}`,
        `Téléphone : ${contact.tel}${contact.mobile ? ` ou ${contact.mobile}` : ''}`,
        `Email : ${contact.mail}`,
      ]
    : [
        `Pour obtenir un nouveau mot de passe, contactez le correspondant ${pro} de votre magasin, ou la personne qui gère les comptes ${pro} dans votre entreprise.`,
      ];
  const outro = [
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte n'a pas changé.",
  ];
  const text = [hello, '', ...intro, '', ...help, '', ...outro, '', `L'équipe ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>${escapeHtml(hello)}</p>
${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${help.map(escapeHtml).join('<br>')}</p>
${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>L'équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: to.email, subject, text, html };
}
