import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  accountMessages,
  apiMessages,
  type ChangePasswordBody,
  type ClientResource,
  messages,
  type ProfileBody,
  type SignUpAnswer,
  type SignUpBody,
  type StoreAuthorization,
} from '@cabas/contracts';
import { checkProStore, PASSWORD_RULE_VERSIONS } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Security } from '../../platform/auth/security-plugin.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { usedChallengesIn } from '../../platform/captcha/used-challenges.repository.ts';
import { DomainError, type DomainErrorCode } from '../../platform/domain-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { revokeClientSessions } from '../auth/auth.service.ts';
import { findStoreById } from '../stores/stores.service.ts';
import { presentClient } from './client-presenter.ts';
import * as repo from './clients.repository.ts';
import { signUpAttemptMail, welcomeMail } from './signup-mails.ts';

type Db = Kysely<DB>;

const fieldError = (field: string, message: string, code: DomainErrorCode) =>
  new DomainError(code, message, { [field]: [message] });

/** The logged-in client as shown by GET /api/me: only ever the token's own account. */
/** What a login needs of a client, by e-mail (already in lower case), for the auth module. */
export function findLoginByEmail(db: Db, email: string) {
  return repo.findLoginByEmail(db, email);
}

/** Stores a new hash of a client's password (a login re-hashes one of an older rule). */
export function updatePasswordHash(db: Db, clientId: number, passwordHash: string) {
  return repo.updateClient(db, clientId, { password_hash: passwordHash });
}

export async function getClient(db: Db, clientId: number): Promise<ClientResource> {
  const [client, orders] = await Promise.all([
    repo.findClientById(db, clientId),
    repo.orderSummary(db, clientId),
  ]);
  if (!client) throw new DomainError(API_ERROR_CODES.sessionExpired, accountMessages.sessionExpired);
  if (client.is_pro !== 1) return presentClient(client, null, orders);
  const [agreementStoreIds, contact] = await Promise.all([
    repo.findAgreementStoreIds(db, clientId),
    client.pro_contact_id === null ? undefined : repo.findProContact(db, client.pro_contact_id),
  ]);
  return presentClient(client, { agreementStoreIds, contact: contact ?? null }, orders);
}

/**
 * Account creation. The captcha is checked first, then the store (which must
 * exist, not the national mode). The answer never tells whether the address already had an account:
 * a new account gets a welcome e-mail, a known address gets an e-mail telling its owner of the
 * attempt, and both callers read the same answer, after the same argon2 work. No session is opened:
 * the shopper logs in (docs/decisions/008-sign-up-without-enumeration.md).
 */
export async function signUp(
  db: Db,
  security: Security,
  body: SignUpBody,
  outbox: Outbox,
  /** The shop's origin for the links (`security.shopOrigin`). */
  origin = security.publicUrl,
): Promise<SignUpAnswer> {
  const tellOwner = async (owner: { email: string; prenom: string }) => {
    await outbox.enqueueMail(db, {
      kind: 'inscription-adresse-connue',
      key: `inscription-adresse-connue:${randomUUID()}`,
      message: signUpAttemptMail(owner, origin),
    });
    outbox.nudge();
  };
  if (!(await security.captcha.verify(body.altcha, usedChallengesIn(db, security.clock)))) {
    throw new DomainError(API_ERROR_CODES.captchaInvalid, accountMessages.captchaFailed, {
      altcha: [accountMessages.captchaFailed],
    });
  }
  const store = await findStoreById(db, body.id_magasin);
  if (!store || store.is_national === 1)
    throw fieldError('id_magasin', apiMessages.storeNotFound, API_ERROR_CODES.signUpStoreUnknown);
  const answer = { email: body.email, message: accountMessages.signUpCheckMail(body.email) };
  const passwordHash = await hashPassword(body.password);
  const owner = await repo.findMailRecipientByEmail(db, body.email);
  if (owner) {
    await tellOwner(owner);
    return answer;
  }
  const now = security.clock().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const clientId = await repo.insertClient(trx, {
        email: body.email,
        password_hash: passwordHash,
        password_rule_version: PASSWORD_RULE_VERSIONS.current,
        password_changed_at: now,
        civilite: body.civilite,
        nom: body.nom,
        prenom: body.prenom,
        tel: body.tel ?? null,
        id_magasin: body.id_magasin,
        opt_in: body.optIn ? 1 : 0,
        optin_sms_suivi_commande_drive: body.optin_sms_suivi_commande_drive ? 1 : 0,
        pro_company_name: null,
        pro_contact_id: null,
        num_carte_malin: null,
        num_carte_cabas: null,
        adresse: null,
        complement_adresse: null,
        cp: null,
        ville: null,
        pays: null,
        departement: null,
        created_at: now,
        updated_at: now,
      });
      await outbox.enqueueMail(trx, {
        kind: 'inscription-bienvenue',
        key: `inscription-bienvenue:${clientId}`,
        message: welcomeMail({ email: body.email, prenom: body.prenom }, origin),
      });
    });
  } catch (error) {
    if (!repo.isUniqueViolation(error)) throw error;
    // Created meanwhile by another request: its owner hears of this attempt like any other.
    const raced = await repo.findMailRecipientByEmail(db, body.email);
    if (raced) await tellOwner(raced);
    return answer;
  }
  outbox.nudge();
  return answer;
}

export async function updateProfile(db: Db, security: Security, clientId: number, body: ProfileBody) {
  await repo.updateClient(db, clientId, {
    civilite: body.civilite,
    nom: body.nom,
    prenom: body.prenom,
    tel: body.tel,
    ...(body.optIn === undefined ? {} : { opt_in: body.optIn ? 1 : 0 }),
    ...(body.optin_sms_suivi_commande_drive === undefined
      ? {}
      : { optin_sms_suivi_commande_drive: body.optin_sms_suivi_commande_drive ? 1 : 0 }),
    ...postalAddressChanges(body),
    updated_at: security.clock().toISOString(),
  });
  return getClient(db, clientId);
}

/** The postal address fields sent (a field left out keeps its value, null erases it). */
function postalAddressChanges(body: ProfileBody) {
  const fields = ['adresse', 'complement_adresse', 'cp', 'ville', 'pays', 'departement'] as const;
  const changes: Partial<Record<(typeof fields)[number], string | null>> = {};
  for (const field of fields) if (body[field] !== undefined) changes[field] = body[field];
  return changes;
}

/**
 * Password change: the current password must be right (wrong ones count towards the
 * account lockout); the new one is under the current rule; the other sessions end, this one stays.
 */
export async function changePassword(
  db: Db,
  security: Security,
  client: AuthenticatedClient,
  body: ChangePasswordBody,
  address: string,
): Promise<ClientResource> {
  const { loginGuard } = security;
  // The form has no captcha: after repeated wrong passwords from this address, it refuses for a while.
  const attempts = await loginGuard.check(client.email, address);
  if (attempts.locked || attempts.failedHere)
    throw new DomainError(API_ERROR_CODES.tooManyWrongAttempts, messages.tooManyWrongAttempts);
  const stored = await repo.findPasswordHash(db, client.id);
  if (!stored || !(await verifyPassword(stored.password_hash, body.old_password))) {
    await loginGuard.recordFailure(client.email, address);
    throw fieldError('old_password', accountMessages.oldPasswordWrong, API_ERROR_CODES.oldPasswordWrong);
  }
  if (body.password === body.old_password)
    throw fieldError('password', accountMessages.passwordSameAsOld, API_ERROR_CODES.passwordSameAsOld);
  const now = security.clock().toISOString();
  await repo.updateClient(db, client.id, {
    password_hash: await hashPassword(body.password),
    password_rule_version: PASSWORD_RULE_VERSIONS.current,
    password_changed_at: now,
    updated_at: now,
  });
  await revokeClientSessions(db, client.id, now, 'password-change', client.sessionId);
  await loginGuard.recordSuccess(client.email, address, attempts);
  return getClient(db, client.id);
}

/** May this client order in this store? Pro rules only; national mode exempt. */
export async function storeAuthorization(
  db: Db,
  clientId: number,
  storeId: number,
): Promise<StoreAuthorization> {
  const store = await findStoreById(db, storeId);
  if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
  const client = await repo.findClientById(db, clientId);
  const isPro = client?.is_pro === 1;
  const decision = checkProStore({
    client: { isPro, agreementStoreIds: isPro ? await repo.findAgreementStoreIds(db, clientId) : [] },
    store: { id: store.id, isNational: store.is_national === 1, proService: store.service_corapro === 1 },
  });
  if (decision.allowed) return { magasin_id: store.id, allowed: true, reason: null, message: null };
  return {
    magasin_id: store.id,
    allowed: false,
    reason: decision.reason,
    message:
      decision.reason === 'store_without_pro_service'
        ? messages.proServiceUnavailable
        : messages.proStoreNotAllowed,
  };
}

/**
 * Checks the password a profile form asks for (e-mail change, account deletion), like the password
 * change: wrong ones count towards the lockout, a locked pair is refused with a 403.
 */
export async function verifyClientPassword(
  db: Db,
  security: Security,
  client: Pick<AuthenticatedClient, 'id' | 'email'>,
  password: string,
  address: string,
  wrong: () => DomainError,
): Promise<void> {
  const { loginGuard } = security;
  const attempts = await loginGuard.check(client.email, address);
  if (attempts.locked || attempts.failedHere)
    throw new DomainError(API_ERROR_CODES.tooManyWrongAttempts, messages.tooManyWrongAttempts);
  const stored = await repo.findPasswordHash(db, client.id);
  if (!stored || !(await verifyPassword(stored.password_hash, password))) {
    await loginGuard.recordFailure(client.email, address);
    throw wrong();
  }
  await loginGuard.recordSuccess(client.email, address, attempts);
}

/** The account of this e-mail (lower case), as an e-mail to its owner needs it; undefined when none. */
export function findAccountOwner(db: Db, email: string) {
  return repo.findMailRecipientByEmail(db, email);
}

/** Is this e-mail (lower case) an account's? */
export function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return repo.emailExists(db, email);
}

/** The client's e-mail changes (in the caller's transaction); false when another account has it. */
export async function setClientEmail(db: Db, clientId: number, email: string, now: string): Promise<boolean> {
  try {
    await repo.updateClientEmail(db, clientId, email, now);
    return true;
  } catch (error) {
    if (repo.isUniqueViolation(error)) return false;
    throw error;
  }
}
