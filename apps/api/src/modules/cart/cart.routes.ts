import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { sendCart } from './cart-json.ts';
import { cartLoginRoutes } from './cart-login.routes.ts';
import { shopperOf } from './cart-shopper.ts';

/**
 * The cart calls (declared in packages/contracts/src/endpoints/cart.ts). Cart answers are written as
 * JSON text by `sendCart` (cart-json.ts), each line's product card written once per card object.
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { carts, storeChange } = app.services;
  const now = () => app.security.clock();
  const route = endpointRoutes(app, {
    // Sets `request.client` for a logged-in shopper; anonymous shoppers are known by their uuid.
    preValidation: authenticate,
    // The storefront calls the cart for every shopper from its own address, like the catalogue: the
    // per-address limit of platform/rate-limit.ts (logins, forms) does not apply.
    config: { rateLimit: false },
  });
  const cart = endpoints.cart;

  route(cart.get, async (request, reply) => {
    const { shop } = request.params;
    const { type_panier, uuid } = request.query;
    return sendCart(reply, { data: await carts.view(shopperOf(request, uuid), shop, type_panier, now()) });
  });

  route(cart.setLine, async (request, reply) => {
    const { shop, produitId } = request.params;
    const kind = request.body.type_panier ?? request.query.type_panier;
    const shopper = shopperOf(request, request.query.uuid);
    return sendCart(reply, {
      data: await carts.setLine(shopper, shop, produitId, request.body, kind, now()),
    });
  });

  route(cart.removeLine, async (request, reply) => {
    const { shop, produitId } = request.params;
    const { type_panier, uuid, montant } = request.query;
    const shopper = shopperOf(request, uuid);
    return sendCart(reply, {
      data: await carts.removeLine(shopper, shop, produitId, type_panier, now(), montant),
    });
  });

  route(cart.substitution, async (request, reply) => {
    const { shop, produitId } = request.params;
    const kind = request.body.type_panier ?? request.query.type_panier;
    const shopper = shopperOf(request, request.query.uuid);
    const value = request.body.substitution_accord;
    return sendCart(reply, {
      data: await carts.setSubstitution(shopper, shop, produitId, value, kind, now()),
    });
  });

  route(cart.empty, async (request, reply) => {
    const { type_panier, uuid } = request.query;
    return sendCart(reply, {
      data: await carts.empty(shopperOf(request, uuid), request.params.shop, type_panier, now()),
    });
  });

  route(cart.bulkAdd, async (request, reply) =>
    sendCart(
      reply,
      await carts.bulkAdd(shopperOf(request, request.query.uuid), request.params.shop, request.body, now()),
    ),
  );

  route(cart.applyPromoCode, async (request, reply) => {
    const kind = request.body.type_panier ?? request.query.type_panier;
    const shopper = shopperOf(request, request.query.uuid);
    const code = request.body.code_promo;
    return sendCart(reply, {
      data: await carts.applyPromoCode(shopper, request.params.shop, code, kind, now()),
    });
  });

  route(cart.removePromoCode, async (request, reply) => {
    const { type_panier, uuid } = request.query;
    const shopper = shopperOf(request, uuid);
    return sendCart(reply, {
      data: await carts.removePromoCode(shopper, request.params.shop, type_panier, now()),
    });
  });

  route(cart.quantities, async (request) => ({
    data: await carts.quantities(shopperOf(request, request.query.uuid), request.params.shop),
  }));

  route(cart.changeStore, async (request) => ({
    data: await storeChange.change(
      shopperOf(request, request.query.uuid),
      request.params.shop,
      request.body.magasin_id,
      now(),
    ),
  }));

  await app.register(cartLoginRoutes, { carts, storeChange });
};
