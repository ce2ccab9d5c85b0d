import { createHash, randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  accountMessages,
  type ForgottenPasswordAnswer,
  type ForgottenPasswordBody,
  messages,
  PASSWORD_RESET_PAGE,
  PASSWORD_RESET_TTL_MINUTES,
  PRODUCT_NAME,
  type ResetPasswordBody,
} from '@cabas/contracts';
import { PASSWORD_RULE_VERSIONS } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Security } from '../../platform/auth/security-plugin.ts';
import { usedChallengesIn } from '../../platform/captcha/used-challenges.repository.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { revokeClientSessions } from '../auth/auth.service.ts';
import { findStoreById } from '../stores/stores.service.ts';
import { findMailRecipientByEmail, findProContact, updateClient } from './clients.repository.ts';
import { type ProHelpContact, proResetHelpMail, resetPasswordMail } from './reset-password-mail.ts';
import * as tokens from './reset-tokens.repository.ts';

type Db = Kysely<DB>;

/** At most this many reset (or pro help) e-mails per address and hour; more get the same answer, no mail. */
export const RESET_MAILS_PER_HOUR = 5;

const proRefused = () =>
  new DomainError(API_ERROR_CODES.proPasswordReset, messages.forgottenPasswordPro(PRODUCT_NAME));

/**
 * Forgotten password. The captcha is checked first. Known or not, pro or not, the answer is the same
 * (no account enumeration), and the e-mail is written to the outbox with the token and sent by its
 * worker after the answer, so that the answer time does not tell either. A pro gets no link but an
 * e-mail naming their store's pro contact: the spec's 403 for pros told anyone which addresses are
 * pro accounts (decision 096).
 */
export async function requestPasswordReset(
  db: Db,
  security: Security,
  body: ForgottenPasswordBody,
  outbox: Outbox,
  /** The shop's origin for the link (`security.shopOrigin`). */
  origin = security.publicUrl,
): Promise<ForgottenPasswordAnswer> {
  if (!(await security.captcha.verify(body.altcha, usedChallengesIn(db, security.clock)))) {
    throw new DomainError(API_ERROR_CODES.captchaInvalid, accountMessages.captchaFailed, {
      altcha: [accountMessages.captchaFailed],
    });
  }
  // Counted for every address, known or not, so that the quota tells nothing either.
  const mayMail = await underMailQuota(security, body.email);
  const client = await findMailRecipientByEmail(db, body.email);
  if (client?.statut === 'actif' && client.is_pro === 1 && mayMail) {
    const contact = await proHelpContact(db, client.pro_contact_id);
    await outbox.enqueueMail(db, {
      kind: 'mot-de-passe-oublie-pro',
      key: `mot-de-passe-oublie-pro:${randomUUID()}`,
      message: proResetHelpMail(client, contact),
    });
    outbox.nudge();
  } else if (client?.statut === 'actif' && mayMail) {
    const now = security.clock();
    const { token, hash } = newOpaqueToken();
    const link = `${origin}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
    await db.transaction().execute(async (trx) => {
      await tokens.insertResetToken(trx, {
        hash,
        clientId: client.id,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
      });
      await outbox.enqueueMail(trx, {
        kind: 'mot-de-passe-oublie',
        key: `mot-de-passe-oublie:${hash}`,
        message: resetPasswordMail(client, link),
      });
    });
    outbox.nudge();
  }
  return { email: body.email, message: messages.requestTakenIntoAccount };
}

/** The pro's named contact and its store, for the help e-mail (null when the account has none). */
async function proHelpContact(db: Db, contactId: number | null): Promise<ProHelpContact | null> {
  const contact = contactId === null ? undefined : await findProContact(db, contactId);
  if (!contact) return null;
  const store = await findStoreById(db, contact.store_id);
  return {
    prenom: contact.prenom,
    nom: contact.nom,
    tel: contact.tel,
    mobile: contact.mobile,
    mail: contact.mail,
    storeName: store?.name ?? null,
  };
}

async function underMailQuota(security: Security, email: string): Promise<boolean> {
  const key = `reset-mail:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
  try {
    return (await security.attempts.hit(key, 3_600_000)) <= RESET_MAILS_PER_HOUR;
  } catch {
    return true;
  }
}

const resetLinkUsed = () => new DomainError(API_ERROR_CODES.resetLinkUsed, accountMessages.resetTokenUsed);

/** A reset link that can still be used, else the French reason why not. */
async function usableToken(db: Db, security: Security, token: string) {
  const hash = hashOpaqueToken(token);
  const row = await tokens.findResetToken(db, hash);
  if (row?.statut !== 'actif')
    throw new DomainError(API_ERROR_CODES.resetLinkInvalid, accountMessages.resetTokenInvalid);
  if (row.used_at !== null) throw resetLinkUsed();
  if (row.expires_at <= security.clock().toISOString())
    throw new DomainError(API_ERROR_CODES.resetLinkExpired, accountMessages.resetTokenExpired);
  if (row.is_pro === 1) throw proRefused();
  return { hash, row };
}

/** Lets the reset page tell at once whether its link still works. */
export async function checkResetToken(db: Db, security: Security, token: string) {
  await usableToken(db, security, token);
  return { valide: true } as const;
}

/**
 * Sets the new password once per link; every session of the account ends; its failed logins are
 * forgotten (from everywhere, and from the address of this reset).
 */
export async function resetPassword(db: Db, security: Security, body: ResetPasswordBody, address?: string) {
  const { hash, row } = await usableToken(db, security, body.token);
  const passwordHash = await hashPassword(body.password);
  const now = security.clock().toISOString();
  const done = await db.transaction().execute(async (trx) => {
    if (!(await tokens.consumeResetToken(trx, hash, now))) return false;
    await updateClient(trx, row.client_id, {
      password_hash: passwordHash,
      password_rule_version: PASSWORD_RULE_VERSIONS.current,
      password_changed_at: now,
      updated_at: now,
    });
    await tokens.consumeClientResetTokens(trx, row.client_id, now);
    await revokeClientSessions(trx, row.client_id, now, 'password-reset');
    return true;
  });
  if (!done) throw resetLinkUsed();
  await security.loginGuard.unlockAccount(row.email, address);
  return { message: messages.passwordUpdated };
}
