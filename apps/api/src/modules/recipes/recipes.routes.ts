import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

/** Recipes (declared in packages/contracts/src/endpoints/recipes.ts). */
export const recipeRoutes: FastifyPluginAsync = async (app) => {
  const { recipes } = app.services;
  const now = () => app.security.clock();
  const r = endpoints.recipes;
  // The shop's recipes for anyone; a logged-in client also sees their favourites and own recipes.
  const open = endpointRoutes(app, { preValidation: authenticate });
  const mine = endpointRoutes(app, { preValidation: requireClient });
  // Who reads: a pro recipe exists for a professional buyer only (decision 120).
  const shopperOf = (request: { client?: { id: number; isPro: boolean } | null }) =>
    request.client ? { id: request.client.id, isPro: request.client.isPro } : null;

  open(r.list, async (request) => recipes.list(request.query, shopperOf(request)));

  open(r.get, async (request) => ({
    data: await recipes.get(request.params.id, shopperOf(request), request.query.magasin_id ?? null),
  }));

  open(r.cartLines, async (request) => ({
    data: await recipes.cartLines(
      request.params.id,
      shopperOf(request),
      request.query.magasin_id,
      request.query.personnes,
    ),
  }));

  mine(r.favourites, async (request) => ({ data: await recipes.favourites(clientOf(request)) }));

  mine(r.addFavourite, async (request) => {
    await recipes.addFavourite(clientOf(request), request.params.id, now());
    return undefined;
  });

  mine(r.removeFavourite, async (request) => {
    await recipes.removeFavourite(clientOf(request).id, request.params.id);
    return undefined;
  });

  mine(r.personal, async (request) => ({ data: await recipes.personal(clientOf(request).id) }));

  mine(r.createPersonal, async (request) => ({
    data: await recipes.createPersonal(clientOf(request).id, request.body, now()),
  }));

  mine(r.updatePersonal, async (request) => ({
    data: await recipes.updatePersonal(clientOf(request).id, request.params.id, request.body, now()),
  }));

  mine(r.removePersonal, async (request) => {
    await recipes.removePersonal(clientOf(request).id, request.params.id);
    return undefined;
  });

  mine(r.meals, async (request) => ({ data: await recipes.meals(clientOf(request)) }));

  mine(r.addMeal, async (request) => ({
    data: await recipes.addMeal(clientOf(request), request.body, now()),
  }));

  mine(r.removeMeal, async (request) => {
    await recipes.removeMeal(clientOf(request).id, request.params.id);
    return undefined;
  });

  mine(r.mealsCartLines, async (request) => ({
    data: await recipes.mealsCartLines(clientOf(request), request.query.magasin_id),
  }));
};
