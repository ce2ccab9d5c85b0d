import { API_ERROR_CODES, accountMessages, messages, staffMessages } from '@cabas/contracts';
import { canActOnStore, hasStaffRole, type StaffRole } from '@cabas/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error.ts';
import { HttpError } from '../errors.ts';
import { type AuthenticatedClient, findSessionClient } from './session-lookup.ts';
import type { AuthenticatedStaff } from './staff-principal.ts';

/**
 * Guards of the routes, declared as `preValidation`: a call without
 * a valid session gets 401 before its body is looked at. The bearer token itself is checked for every
 * call by the security plugin, which sets `request.auth`.
 */

/** A logged-in shopper whose session is still open: sets `request.client`, else 401. */
export async function requireClient(request: FastifyRequest, reply: FastifyReply) {
  const auth = request.auth;
  refuseStaffToken(request);
  if (auth?.kind !== 'client') {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, messages.mustLogin);
  }
  const { database } = request.server.deps;
  const client = await findSessionClient(database.db, auth, request.server.security.clock());
  if (!client) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new HttpError(401, accountMessages.sessionExpired, undefined, API_ERROR_CODES.sessionExpired);
  }
  request.client = client;
}

/**
 * Anonymous calls flagged as needing it: the storefront's client-credentials token, or a
 * shopper's token.
 */
export async function requireAppToken(request: FastifyRequest, reply: FastifyReply) {
  refuseStaffToken(request);
  if (request.auth) return;
  reply.header('www-authenticate', 'Bearer');
  throw new HttpError(401, accountMessages.appTokenRequired);
}

/**
 * The storefront's own client-credentials token, not a shopper's (account creation): a
 * logged-in shopper's token is refused with 403.
 */
export async function requireStorefrontToken(request: FastifyRequest, reply: FastifyReply) {
  await requireAppToken(request, reply);
  if (request.auth?.kind === 'app') return;
  const message = accountMessages.storefrontTokenRequired;
  throw new HttpError(403, message, undefined, API_ERROR_CODES.storefrontTokenRequired);
}

/**
 * Sets `request.client` for a logged-in shopper and leaves it null for anonymous calls; a shopper's
 * token whose session has ended gets 401, so that the storefront refreshes or logs out.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  refuseStaffToken(request);
  if (request.auth?.kind === 'client') await requireClient(request, reply);
}

/** A staff token never speaks for a shopper (decision 108): 403 on the customers' calls. */
function refuseStaffToken(request: FastifyRequest) {
  if (request.auth?.kind !== 'staff') return;
  throw new HttpError(403, staffMessages.customersOnly, undefined, API_ERROR_CODES.customersOnly);
}

/**
 * A staff member whose staff session is still open (decision 108): sets `request.staff`. No token:
 * 401; a customer's or the storefront's token: 403 `reserve_au_personnel`; an ended session: 401.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  const auth = request.auth;
  if (!auth) {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, messages.mustLogin);
  }
  if (auth.kind !== 'staff')
    throw new HttpError(403, staffMessages.staffOnly, undefined, API_ERROR_CODES.staffOnly);
  const staff = await request.server.services.staff.sessionStaff(auth, request.server.security.clock());
  if (!staff) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new HttpError(401, accountMessages.sessionExpired, undefined, API_ERROR_CODES.sessionExpired);
  }
  request.staff = staff;
}

/** After `requireStaff`: the staff member's role must be one of `roles` (403 `role_insuffisant`). */
export function requireStaffRole(...roles: StaffRole[]) {
  return async function staffRoleGuard(request: FastifyRequest) {
    if (!hasStaffRole(staffOf(request), roles))
      throw new DomainError(API_ERROR_CODES.staffRoleRefused, staffMessages.roleRefused);
  };
}

/** The staff member may act on this store (head office: any), else 403 `magasin_non_attribue`. */
export function assertStaffStore(staff: AuthenticatedStaff, storeId: number): void {
  if (!canActOnStore(staff, storeId))
    throw new DomainError(API_ERROR_CODES.staffStoreRefused, staffMessages.storeRefused);
}

/** The staff member of a route guarded by `requireStaff`. */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new HttpError(401, messages.mustLogin);
  return request.staff;
}

/** The shopper of a route guarded by `requireClient`. */
export function clientOf(request: FastifyRequest): AuthenticatedClient {
  if (!request.client) throw new HttpError(401, messages.mustLogin);
  return request.client;
}
