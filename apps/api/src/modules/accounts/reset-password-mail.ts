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
