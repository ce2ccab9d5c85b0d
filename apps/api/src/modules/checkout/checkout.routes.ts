import {
  checkoutParams,
  checkoutShopParams,
  chooseSlotBody,
  createCheckoutQuery,
  giftCardCheckBody,
  promoCodeCheckoutBody,
  redevanceFormBody,
  slotsQuery,
  updateCheckoutBody,
  writeQuery,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { GiftCardAttempts } from './gift-card-attempts.ts';

const tags = ['commande'];
const base = '/magasins/:shop/checkout/:id';
/** Checkout pages call the API from the storefront's address for every shopper (like the cart). */
const config = { rateLimit: false } as const;
const preValidation = requireClient;

/** The consumer checkout calls (paths in packages/contracts/src/checkout.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  const now = () => app.security.clock();
  const giftCardAttempts = new GiftCardAttempts(app.security.attempts, app.log);

  app.post(
    '/magasins/:shop/checkout',
    {
      schema: {
        tags,
        summary: 'Crée la commande en cours du panier (ou renvoie celle qui existe)',
        params: checkoutShopParams,
        querystring: createCheckoutQuery,
      },
      preValidation,
      config,
    },
    async (request, reply) => {
      const { created, response } = await checkout.create(
        clientOf(request),
        request.params.shop,
        request.query,
        now(),
      );
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  app.get(
    base,
    { schema: { tags, summary: 'Une commande en cours', params: checkoutParams }, preValidation, config },
    async (request) => checkout.get(clientOf(request), request.params.shop, request.params.id, now()),
  );

  app.put(
    base,
    {
      schema: {
        tags,
        summary: 'Mode de commande, adresse et paiement',
        params: checkoutParams,
        body: updateCheckoutBody,
      },
      preValidation,
      config,
    },
    async (request) =>
      checkout.update(clientOf(request), request.params.shop, request.params.id, request.body, now()),
  );

  app.delete(
    base,
    {
      schema: {
        tags,
        summary: 'Abandonne la commande en cours (libère le créneau)',
        params: checkoutParams,
        querystring: writeQuery,
      },
      preValidation,
      config,
    },
    async (request, reply) => {
      const { shop, id } = request.params;
      await checkout.cancel(clientOf(request), shop, id, request.query.dateLastUpdate, now());
      return reply.status(204).send();
    },
  );

  app.get(
    `${base}/creneaux`,
    {
      schema: { tags, summary: 'Créneaux du service', params: checkoutParams, querystring: slotsQuery },
      preValidation,
      config,
    },
    async (request) =>
      checkout.slotDays(
        clientOf(request),
        request.params.shop,
        request.params.id,
        request.query.service_id,
        now(),
      ),
  );

  app.post(
    `${base}/creneau`,
    {
      schema: {
        tags,
        summary: 'Réserve un créneau (30 minutes)',
        params: checkoutParams,
        querystring: writeQuery,
        body: chooseSlotBody,
      },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      return checkout.chooseSlot(
        clientOf(request),
        shop,
        id,
        request.query.dateLastUpdate,
        request.body.creneau_id,
        now(),
      );
    },
  );

  app.delete(
    `${base}/creneau`,
    {
      schema: { tags, summary: 'Libère le créneau réservé', params: checkoutParams, querystring: writeQuery },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      return checkout.releaseSlot(clientOf(request), shop, id, request.query.dateLastUpdate, now());
    },
  );

  app.post(
    `${base}/processAvantages`,
    {
      schema: { tags, summary: 'Calcul des avantages', params: checkoutParams, querystring: writeQuery },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      return checkout.processAvantages(clientOf(request), shop, id, request.query.dateLastUpdate, now());
    },
  );

  app.post(
    `${base}/processCodePromo`,
    {
      schema: {
        tags,
        summary: 'Code promo (null le retire)',
        params: checkoutParams,
        querystring: writeQuery,
        body: promoCodeCheckoutBody,
      },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      return checkout.processCodePromo(
        clientOf(request),
        shop,
        id,
        request.query.dateLastUpdate,
        request.body.code_promo,
        now(),
      );
    },
  );

  app.post(
    `${base}/processFormRedevance`,
    {
      schema: {
        tags,
        summary: 'Déclaration de vente de téléviseur',
        params: checkoutParams,
        querystring: writeQuery,
        body: redevanceFormBody,
      },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      return checkout.processRedevance(
        clientOf(request),
        shop,
        id,
        request.query.dateLastUpdate,
        request.body,
        now(),
      );
    },
  );

  app.get(
    `${base}/modes-paiement`,
    {
      schema: { tags, summary: 'Moyens de paiement de la commande', params: checkoutParams },
      preValidation,
      config,
    },
    async (request) =>
      checkout.paymentModes(clientOf(request), request.params.shop, request.params.id, now()),
  );

  app.post(
    `${base}/carte-cadeau`,
    {
      schema: {
        tags,
        summary: 'Vérifie et applique une carte cadeau',
        params: checkoutParams,
        querystring: writeQuery,
        body: giftCardCheckBody,
      },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      const shopper = clientOf(request);
      const address = app.security.burstLimit.keyGenerator(request);
      await giftCardAttempts.assertAllowed(shopper.id, address);
      return giftCardAttempts.counting(shopper.id, address, () =>
        checkout.giftCard(shopper, shop, id, request.query.dateLastUpdate, request.body, now()),
      );
    },
  );

  app.delete(
    `${base}/carte-cadeau`,
    {
      schema: { tags, summary: 'Retire la carte cadeau', params: checkoutParams, querystring: writeQuery },
      preValidation,
      config,
    },
    async (request) => {
      const { shop, id } = request.params;
      return checkout.removeGiftCard(clientOf(request), shop, id, request.query.dateLastUpdate, now());
    },
  );
};
