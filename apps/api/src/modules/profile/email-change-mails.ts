import { PRODUCT_NAME, profileMessages } from '@cabas/contracts';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

function page(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body>
</html>`;
}

/** To the new address: the single-use link that makes the change. */
export function emailChangeLinkMail(
  to: { email: string; prenom: string },
  link: string,
  ttlHours: number,
): MailMessage {
  const subject = profileMessages.emailChangeMailSubject;
  const hello = `Bonjour ${to.prenom},`;
  const text = [
    hello,
    '',
    `Vous avez demandé que cette adresse devienne celle de votre compte ${PRODUCT_NAME}.`,
    `Pour confirmer, ouvrez ce lien (valable ${ttlHours} heures, une seule fois) :`,
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.",
    '',
    `L'équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = page(subject, [
    escapeHtml(hello),
    `Vous avez demandé que cette adresse devienne celle de votre compte ${PRODUCT_NAME}.`,
    `<a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #0a5c36; color: #ffffff; text-decoration: none; border-radius: 4px">Confirmer ma nouvelle adresse email</a>`,
    `Ce lien est valable ${ttlHours} heures et ne sert qu'une fois. S'il ne s'ouvre pas, copiez cette adresse dans votre navigateur :<br>${escapeHtml(link)}`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.",
    `L'équipe ${PRODUCT_NAME}`,
  ]);
  return { to: to.email, subject, text, html };
}

/** To the current address: a change was asked, and how to react if it was not the owner. */
export function emailChangeNoticeMail(to: { email: string; prenom: string }, newEmail: string): MailMessage {
  const subject = profileMessages.emailChangeNoticeSubject;
  const hello = `Bonjour ${to.prenom},`;
  const lines = [
    `Une demande de changement de l'adresse email de votre compte ${PRODUCT_NAME} vient d'être faite : la nouvelle adresse serait ${newEmail}.`,
    // The same notice whether the new address is free or already an account's (decision 096).
    "Le changement n'aura lieu que si le lien de confirmation envoyé à cette nouvelle adresse est ouvert.",
    "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe depuis votre profil et contactez notre service client.",
  ];
  const text = [hello, '', ...lines, '', `L'équipe ${PRODUCT_NAME}`].join('\n');
  const html = page(subject, [escapeHtml(hello), ...lines.map(escapeHtml), `L'équipe ${PRODUCT_NAME}`]);
  return { to: to.email, subject, text, html };
}

/**
 * To the owner of an address someone asked to move to another account: nothing changed, and no link
 * that would move it (decision 096). The asker is not named.
 */
export function emailChangeAttemptMail(to: { email: string; prenom: string }): MailMessage {
  const subject = profileMessages.emailChangeAttemptSubject;
  const hello = `Bonjour ${to.prenom},`;
  const lines = [
    `Quelqu'un vient de demander à utiliser votre adresse email pour un autre compte ${PRODUCT_NAME}.`,
    `Votre adresse est déjà celle de votre compte : elle n'a pas été changée, ne le sera pas par cette demande, et aucun lien permettant de le faire n'a été envoyé. Vous n'avez rien à faire.`,
    "Si c'était vous et que vous souhaitez réunir deux comptes, contactez notre service client.",
    "Si ce n'était pas vous, ignorez ce message : votre compte et son adresse restent les vôtres.",
  ];
  const text = [hello, '', ...lines, '', `L'équipe ${PRODUCT_NAME}`].join('\n');
  const html = page(subject, [escapeHtml(hello), ...lines.map(escapeHtml), `L'équipe ${PRODUCT_NAME}`]);
  return { to: to.email, subject, text, html };
}

/** To the former address of a deleted account. */
export function accountDeletedMail(to: { email: string; prenom: string }): MailMessage {
  const subject = profileMessages.accountDeletedMailSubject;
  const hello = `Bonjour ${to.prenom},`;
  const lines = [
    `Votre compte ${PRODUCT_NAME} a été supprimé, comme vous l'avez demandé.`,
    'Vos informations personnelles, adresses, listes de courses, panier et cartes enregistrées ont été effacés. Vos commandes passées sont conservées sans vos coordonnées, pour les obligations comptables de nos magasins.',
    'Nous espérons vous revoir bientôt.',
  ];
  const text = [hello, '', ...lines, '', `L'équipe ${PRODUCT_NAME}`].join('\n');
  const html = page(subject, [escapeHtml(hello), ...lines.map(escapeHtml), `L'équipe ${PRODUCT_NAME}`]);
  return { to: to.email, subject, text, html };
}
