import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireStaffRole, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.staffTeam;

/**
 * The stores' teams under /api/gestion (decision 117): a manager's or head office's calls, and the
 * public invitation link where a new member chooses his password (burst-limited like the logins).
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffTeam } = app.services;
  const { security } = app;
  const open = endpointRoutes(app);
  const staff = endpointRoutes(app, { preValidation: requireStaff });
  const team = endpointRoutes(app, {
    preValidation: [requireStaff, requireStaffRole('responsable', 'siege')],
  });
  const burst = { config: { rateLimit: { ...security.burstLimit, hook: 'preHandler' as const } } };

  staff(calls.stores, async (request) => ({ data: await staffTeam.stores(staffOf(request)) }));
  team(calls.list, async (request) => staffTeam.list(staffOf(request), request.query));
  team(calls.get, async (request) => ({ data: await staffTeam.get(staffOf(request), request.params.id) }));
  team(calls.create, async (request) => ({
    data: await staffTeam.create(
      staffOf(request),
      request.body,
      security.shopOrigin(request),
      security.clock(),
    ),
  }));
  team(calls.update, async (request) => ({
    data: await staffTeam.update(staffOf(request), request.params.id, request.body, security.clock()),
  }));
  team(calls.invite, async (request) => ({
    data: await staffTeam.invite(
      staffOf(request),
      request.params.id,
      security.shopOrigin(request),
      security.clock(),
    ),
  }));
  open(calls.invitation, burst, async (request) => ({
    data: await staffTeam.invitation(request.params.jeton, security.clock()),
  }));
  open(calls.acceptInvitation, burst, async (request) => ({
    data: await staffTeam.acceptInvitation(request.params.jeton, request.body.mot_de_passe, security.clock()),
  }));
};
