import { PRODUCT_NAME, STAFF_INVITATION_TTL_HOURS, staffTeamMessages } from '@cabas/contracts';
import { STAFF_ROLE_LABELS, type StaffRole } from '@cabas/domain';
import { escapeHtml } from '../../platform/mail/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/**
 * The invitation of a new staff member (decision 117), in French, text and HTML: who invites him,
 * his role and stores, and the single-use link (72 hours) to choose his password.
 */
export function teamInvitationMail(
  to: { email: string; name: string; role: StaffRole; stores: readonly string[] },
  invitedBy: string,
  link: string,
): MailMessage {
  const subject = staffTeamMessages.invitationMailSubject;
  const hello = `Bonjour ${to.name},`;
  const where = to.role === 'siege' ? 'tous les magasins' : to.stores.join(', ');
  const intro = [
    `${invitedBy} vous a créé un compte dans l’espace du personnel ${PRODUCT_NAME} : ${STAFF_ROLE_LABELS[to.role]} (${where}).`,
    `Pour choisir votre mot de passe, ouvrez ce lien (valable ${STAFF_INVITATION_TTL_HOURS} heures, une seule fois) :`,
  ];
  const outro = [
    `Votre identifiant est votre adresse email : ${to.email}.`,
    'Si le lien ne fonctionne plus, demandez à votre responsable de vous renvoyer une invitation.',
  ];
  const text = [hello, '', ...intro, '', link, '', ...outro, '', `L’équipe ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1d1d1b; line-height: 1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro[0]!)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 12px 20px; background: #0a5c36; color: #ffffff; text-decoration: none; border-radius: 4px">Choisir mon mot de passe</a></p>
<p>Ce lien est valable ${STAFF_INVITATION_TTL_HOURS} heures et ne sert qu’une fois. S’il ne s’ouvre pas, copiez cette adresse dans votre navigateur :<br>${escapeHtml(link)}</p>
${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>L’équipe ${PRODUCT_NAME}</p>
</body>
</html>`;
  return { to: to.email, subject, text, html };
}
