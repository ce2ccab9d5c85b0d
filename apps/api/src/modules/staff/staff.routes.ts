import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireStaffRole, staffOf } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.staff;

/** The store staff's calls under /api/gestion (declared in packages/contracts, `endpoints.staff`). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.services;
  const { security } = app;
  const open = endpointRoutes(app);
  const route = endpointRoutes(app, { preValidation: requireStaff });

  // Logins count towards the burst limit of the sensitive calls, as the customers' do.
  open(
    calls.login,
    { config: { rateLimit: { ...security.burstLimit, hook: 'preHandler' } } },
    async (request) =>
      staff.login(security, { ...request.body, address: security.burstLimit.keyGenerator(request) }),
  );
  route(calls.logout, async (request) => {
    await staff.logout(staffOf(request), security.clock());
    return undefined;
  });
  route(calls.me, async (request) => ({ data: await staff.member(staffOf(request)) }));
  route(
    calls.journal,
    { preValidation: [requireStaff, requireStaffRole('responsable', 'siege')] },
    async (request) => staff.journal(staffOf(request), request.query),
  );
};
