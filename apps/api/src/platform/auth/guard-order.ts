import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import { authenticate, requireClient } from './guards.ts';

type Hooks = RouteOptions['preHandler'];

const listOf = (hooks: Hooks): preHandlerHookHandler[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? [...hooks] : [hooks as preHandlerHookHandler];

const SESSION_GUARDS: readonly unknown[] = [requireClient, authenticate];

/**
 * A route that declares the shopper's session guard as a preHandler would validate the body first
 * (preHandler runs after validation), answering a bad body with 422 to a caller without a token. The
 * session guards of every route are moved ahead of validation: 401 comes first, and the body of an
 * unauthenticated call is never looked at.
 */
export function checkSessionBeforeValidation(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    const handlers = listOf(route.preHandler);
    const guards = handlers.filter((hook) => SESSION_GUARDS.includes(hook));
    if (guards.length === 0) return;
    const rest = handlers.filter((hook) => !SESSION_GUARDS.includes(hook));
    route.preHandler = rest.length ? rest : undefined;
    route.preValidation = [
      ...guards,
      ...listOf(route.preValidation as Hooks),
    ] as RouteOptions['preValidation'];
  });
}
