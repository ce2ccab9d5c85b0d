import {
  bulkAddBody,
  cartLineParams,
  cartLineQuery,
  cartParams,
  cartQuery,
  promoCodeBody,
  setCartLineBody,
  storeChangeBody,
  substitutionBody,
} from '@cabas/contracts';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/guards.ts';
import { sendCart } from './cart-json.ts';
import { cartLoginRoutes } from './cart-login.routes.ts';
import { shopperOf } from './cart-shopper.ts';

const tags = ['panier'];
/**
 * The storefront calls the cart for every shopper from its own address, like the catalogue: the
 * per-address limit of platform/rate-limit.ts (logins, forms) does not apply.
 */
const config = { rateLimit: false } as const;
/** Sets `request.client` for a logged-in shopper; anonymous shoppers are known by their uuid. */
const preValidation = authenticate;

/** The options of every cart call: its schema (tagged 'panier'), the authentication, no rate limit. */
function cartRoute<S extends FastifySchema>(schema: S) {
  return { schema: { tags, ...schema }, preValidation, config };
}

/** The cart calls (paths in packages/contracts/src/cart.ts and README "Design decisions"). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carts, storeChange } = app.services;
  const now = () => app.security.clock();

  app.get(
    '/magasins/:shop/panier',
    cartRoute({
      summary: 'Le panier du client (ou du visiteur) pour ce magasin et ce type',
      params: cartParams,
      querystring: cartQuery,
    }),
    async (request, reply) => {
      const { shop } = request.params;
      const { type_panier, uuid } = request.query;
      return sendCart(reply, { data: await carts.view(shopperOf(request, uuid), shop, type_panier, now()) });
    },
  );

  app.put(
    '/magasins/:shop/panier/lignes/:produitId',
    cartRoute({
      summary: 'Fixe la quantité d’un produit, d’une carte cadeau à son montant (0 le retire) : idempotent',
      params: cartLineParams,
      querystring: cartQuery,
      body: setCartLineBody,
    }),
    async (request, reply) => {
      const { shop, produitId } = request.params;
      const kind = request.body.type_panier ?? request.query.type_panier;
      const shopper = shopperOf(request, request.query.uuid);
      return sendCart(reply, {
        data: await carts.setLine(shopper, shop, produitId, request.body, kind, now()),
      });
    },
  );

  app.delete(
    '/magasins/:shop/panier/lignes/:produitId',
    cartRoute({
      summary: 'Retire un produit du panier (une carte cadeau : la ligne de ce montant)',
      params: cartLineParams,
      querystring: cartLineQuery,
    }),
    async (request, reply) => {
      const { shop, produitId } = request.params;
      const { type_panier, uuid, montant } = request.query;
      const shopper = shopperOf(request, uuid);
      return sendCart(reply, {
        data: await carts.removeLine(shopper, shop, produitId, type_panier, now(), montant),
      });
    },
  );

  app.put(
    '/magasins/:shop/panier/lignes/:produitId/substitution',
    cartRoute({
      summary: 'Accord pour un produit de remplacement (magasins hasChoixSubstitution)',
      params: cartLineParams,
      querystring: cartQuery,
      body: substitutionBody,
    }),
    async (request, reply) => {
      const { shop, produitId } = request.params;
      const kind = request.body.type_panier ?? request.query.type_panier;
      const shopper = shopperOf(request, request.query.uuid);
      const value = request.body.substitution_accord;
      return sendCart(reply, {
        data: await carts.setSubstitution(shopper, shop, produitId, value, kind, now()),
      });
    },
  );

  app.delete(
    '/magasins/:shop/panier',
    cartRoute({ summary: 'Vide le panier', params: cartParams, querystring: cartQuery }),
    async (request, reply) => {
      const { type_panier, uuid } = request.query;
      return sendCart(reply, {
        data: await carts.empty(shopperOf(request, uuid), request.params.shop, type_panier, now()),
      });
    },
  );

  app.post(
    '/magasins/:shop/panier/lignes',
    cartRoute({
      summary: 'Ajout en lot (liste, commande passée) : ajoute ce qui peut l’être, erreurs par ligne',
      params: cartParams,
      querystring: cartQuery,
      body: bulkAddBody,
    }),
    async (request, reply) =>
      sendCart(
        reply,
        await carts.bulkAdd(shopperOf(request, request.query.uuid), request.params.shop, request.body, now()),
      ),
  );

  app.post(
    '/magasins/:shop/panier/code-promo',
    cartRoute({
      summary: 'Applique un code promo (magasins allowCodePromo)',
      params: cartParams,
      querystring: cartQuery,
      body: promoCodeBody,
    }),
    async (request, reply) => {
      const kind = request.body.type_panier ?? request.query.type_panier;
      const shopper = shopperOf(request, request.query.uuid);
      const code = request.body.code_promo;
      return sendCart(reply, {
        data: await carts.applyPromoCode(shopper, request.params.shop, code, kind, now()),
      });
    },
  );

  app.delete(
    '/magasins/:shop/panier/code-promo',
    cartRoute({ summary: 'Retire le code promo', params: cartParams, querystring: cartQuery }),
    async (request, reply) => {
      const { type_panier, uuid } = request.query;
      const shopper = shopperOf(request, uuid);
      return sendCart(reply, {
        data: await carts.removePromoCode(shopper, request.params.shop, type_panier, now()),
      });
    },
  );

  app.get(
    '/magasins/:shop/panier/quantites',
    cartRoute({
      summary: 'Quantités par produit et par type de panier (cartes produit)',
      params: cartParams,
      querystring: cartQuery.pick({ uuid: true }),
    }),
    async (request) => ({
      data: await carts.quantities(shopperOf(request, request.query.uuid), request.params.shop),
    }),
  );

  app.post(
    '/magasins/:shop/panier/changement-magasin',
    cartRoute({
      summary:
        'Changement de magasin : visiteur, lignes déplacées au nouveau prix ; client, panier sauvegardé en liste',
      params: cartParams,
      querystring: cartQuery.pick({ uuid: true }),
      body: storeChangeBody,
    }),
    async (request) => ({
      data: await storeChange.change(
        shopperOf(request, request.query.uuid),
        request.params.shop,
        request.body.magasin_id,
        now(),
      ),
    }),
  );

  await app.register(cartLoginRoutes, { carts, storeChange });
};
