import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, accountMessages, messages, TOKEN_TYPE, type TokenResponse } from '@cabas/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ACCESS_TOKEN_TTL_SECONDS, APP_TOKEN_TTL_SECONDS } from '../../platform/auth/access-tokens.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/auth/passwords.ts';
import type { Security } from '../../platform/auth/security-plugin.ts';
import { type ClientCredentials, isStorefront } from '../../platform/auth/storefront-client.ts';
import { usedChallengesIn } from '../../platform/captcha/used-challenges.repository.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { findLoginByEmail, updatePasswordHash } from '../accounts/accounts.service.ts';
import * as sessions from './sessions.repository.ts';

type Db = Kysely<DB>;

/** A refresh token lives 30 days from its issue; a session at most 90 days, whatever the rotations. */
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;
export const SESSION_MAX_MS = 90 * 86_400_000;

const sessionExpired = () => new DomainError(API_ERROR_CODES.sessionExpired, accountMessages.sessionExpired);

async function issueRefreshToken(db: Db, sessionId: string, now: Date, sessionEnd: Date) {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionEnd.getTime()));
  await sessions.insertRefreshToken(db, {
    hash,
    sessionId,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresIn: Math.floor((expiresAt.getTime() - now.getTime()) / 1000) };
}

function shopperTokens(
  security: Security,
  clientId: number,
  sessionId: string,
  refresh: {
    token: string;
    expiresIn: number;
  },
): TokenResponse {
  return {
    access_token: security.tokens.forClient(clientId, sessionId),
    token_type: TOKEN_TYPE,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refresh.token,
    refresh_expires_in: refresh.expiresIn,
  };
}

/** Opens a session (a new refresh-token family) for a client: after login or account creation. */
/**
 * Ends a client's sessions (a password changed or reset), except `keep`, in the caller's
 * transaction when given one.
 */
export function revokeClientSessions(db: Db, clientId: number, now: string, reason: string, keep?: string) {
  return sessions.revokeClientSessions(db, clientId, now, reason, keep);
}

export async function openSession(db: Db, security: Security, clientId: number): Promise<TokenResponse> {
  const now = security.clock();
  const sessionId = randomUUID();
  const end = new Date(now.getTime() + SESSION_MAX_MS);
  await sessions.insertSession(db, {
    id: sessionId,
    clientId,
    now: now.toISOString(),
    expiresAt: end.toISOString(),
  });
  return shopperTokens(security, clientId, sessionId, await issueRefreshToken(db, sessionId, now, end));
}

/**
 * Password grant. One answer for an unknown e-mail and a wrong password, after the
 * same argon2 work. After repeated failures of this account from this address (or many from anywhere)
 * the login needs a solved ALTCHA first (401 `captcha_requis`), so that guessing gets slow while the
 * owner can still log in; an address failing on many accounts is refused (403) for one hour.
 */
export async function login(
  db: Db,
  security: Security,
  input: { email: string; password: string; altcha?: string; address: string },
): Promise<TokenResponse> {
  const { loginGuard } = security;
  const attempts = await loginGuard.check(input.email, input.address);
  if (attempts.locked)
    throw new DomainError(API_ERROR_CODES.tooManyWrongAttempts, messages.tooManyWrongAttempts);
  if (attempts.captcha) await requireSolvedCaptcha(db, security, input.altcha);
  const client = await findLoginByEmail(db, input.email);
  const passwordOk = client
    ? await verifyPassword(client.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!client || !passwordOk || client.statut !== 'actif') {
    await loginGuard.recordFailure(input.email, input.address);
    throw new DomainError(API_ERROR_CODES.loginFailed, messages.loginFailure);
  }
  await loginGuard.recordSuccess(input.email, input.address, attempts);
  if (needsRehash(client.password_hash)) {
    await updatePasswordHash(db, client.id, await hashPassword(input.password));
  }
  return openSession(db, security, client.id);
}

/** 401 with `captcha_requis` without a payload, `captcha_invalide` with a wrong or used one. */
async function requireSolvedCaptcha(db: Db, security: Security, payload: string | undefined) {
  if (!payload) {
    const message = accountMessages.captchaRequired;
    throw new DomainError(API_ERROR_CODES.captchaRequired, message, { altcha: [message] });
  }
  if (!(await security.captcha.verify(payload, usedChallengesIn(db, security.clock)))) {
    const message = accountMessages.captchaFailed;
    throw new DomainError(API_ERROR_CODES.captchaInvalid, message, { altcha: [message] });
  }
}

/**
 * Refresh grant: the token is exchanged once for a new one of the same family. A token used a second
 * time was stolen (or replayed): the whole session is revoked.
 */
export async function refresh(db: Db, security: Security, refreshToken: string): Promise<TokenResponse> {
  const now = security.clock();
  const nowIso = now.toISOString();
  const hash = hashOpaqueToken(refreshToken);
  const row = await sessions.findRefreshToken(db, hash);
  if (!row) throw sessionExpired();
  if (row.rotated_at !== null) {
    await sessions.revokeSession(db, row.session_id, nowIso, 'refresh-token-reuse');
    throw sessionExpired();
  }
  if (row.revoked_at !== null || row.statut !== 'actif' || row.expires_at <= nowIso) throw sessionExpired();
  if (row.session_expires_at <= nowIso) throw sessionExpired();

  const issued = await db.transaction().execute(async (trx) => {
    if (!(await sessions.markRotated(trx, hash, nowIso))) return null;
    await sessions.touchSession(trx, row.session_id, nowIso);
    return issueRefreshToken(trx, row.session_id, now, new Date(row.session_expires_at));
  });
  if (!issued) {
    await sessions.revokeSession(db, row.session_id, nowIso, 'refresh-token-reuse');
    throw sessionExpired();
  }
  return shopperTokens(security, row.client_id, row.session_id, issued);
}

/** Logout: the session of the access token, or of the refresh token, is revoked. Quiet when unknown. */
export async function logout(
  db: Db,
  security: Security,
  input: { sessionId?: string; refreshToken?: string },
): Promise<void> {
  const nowIso = security.clock().toISOString();
  let sessionId = input.sessionId;
  if (!sessionId && input.refreshToken) {
    sessionId = (await sessions.findRefreshToken(db, hashOpaqueToken(input.refreshToken)))?.session_id;
  }
  if (sessionId) await sessions.revokeSession(db, sessionId, nowIso, 'logout');
}

/** Client-credentials grant: the storefront's token for anonymous calls that need one. */
export async function clientCredentials(
  security: Security,
  credentials: ClientCredentials | null,
): Promise<TokenResponse> {
  if (!isStorefront(credentials, security.storefront))
    throw new DomainError(API_ERROR_CODES.invalidClient, accountMessages.invalidClient);
  return {
    access_token: security.tokens.forApp(security.storefront.id),
    token_type: TOKEN_TYPE,
    expires_in: APP_TOKEN_TTL_SECONDS,
  };
}

/** Purges ended sessions and tokens every hour while the API runs. */
export function purgeExpiredEvery(app: FastifyInstance, db: Db, clock: () => Date, everyMs = 3_600_000) {
  const timer = setInterval(() => {
    sessions.purgeExpired(db, clock()).catch((error) => app.log.warn({ err: error }, 'purge failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
