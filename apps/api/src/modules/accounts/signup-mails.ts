import { accountMessages, PRODUCT_NAME } from '@cabas/contracts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** Where the e-mails of a sign-up lead: the login page, then the sign-up confirmation page. */
export const signUpLinks = (publicUrl: string) => ({
  login: `${publicUrl}/connexion?redirectTo=${encodeURIComponent('/confirmation-creation-compte')}`,
  forgottenPassword: `${publicUrl}/mdp-oublie`,
});

function mail(to: string, subject: string, hello: string, paragraphs: string[]): MailMessage {
  const signature = `L'équipe ${PRODUCT_NAME}`;
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), signature].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(signature)}</p>
</body>
</html>`;
  return { to, subject, text, html };
}

/** The new account's welcome (the storefront says "check your e-mail" in every case). */
export function welcomeMail(to: { email: string; prenom: string }, publicUrl: string): MailMessage {
  const links = signUpLinks(publicUrl);
  return mail(to.email, accountMessages.welcomeMailSubject, `Bonjour ${to.prenom},`, [
    `Votre compte ${PRODUCT_NAME} est créé avec l'adresse ${to.email}.`,
    `Connectez-vous avec le mot de passe que vous avez choisi pour faire vos courses : ${links.login}`,
    "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message ou contactez notre service client.",
  ]);
}

/** To the owner of an address someone tried to sign up with: nothing was created, nothing changed. */
export function signUpAttemptMail(to: { email: string; prenom: string }, publicUrl: string): MailMessage {
  const links = signUpLinks(publicUrl);
  return mail(to.email, accountMessages.signUpAttemptMailSubject, `Bonjour ${to.prenom},`, [
    `Quelqu'un vient d'essayer de créer un compte ${PRODUCT_NAME} avec votre adresse email, qui a déjà un compte.`,
    `Si c'était vous, connectez-vous : ${links.login}`,
    `Si vous avez oublié votre mot de passe, choisissez-en un nouveau : ${links.forgottenPassword}`,
    "Si ce n'était pas vous, ignorez ce message : aucun compte n'a été créé et le vôtre n'a pas changé.",
  ]);
}
