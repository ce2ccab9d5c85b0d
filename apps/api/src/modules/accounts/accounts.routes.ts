import {
  changePasswordBody,
  forgottenPasswordBody,
  profileBody,
  resetPasswordBody,
  resetTokenBody,
  signUpBody,
  storeAuthorizationQuery,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientOf as me,
  requireAppToken,
  requireClient,
  requireStorefrontToken,
} from '../../platform/auth/guards.ts';
import { changePassword, getClient, signUp, storeAuthorization, updateProfile } from './accounts.service.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './forgotten-password.service.ts';

const tags = ['compte'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { security } = app;
  const burst = { rateLimit: security.burstLimit };

  app.post(
    '/clients',
    {
      schema: {
        tags,
        summary:
          'Création de compte (doc 2 §4, captcha ALTCHA, jeton de la boutique) : 202 et un email, que l’adresse ait déjà un compte ou non',
        body: signUpBody,
      },
      onRequest: requireStorefrontToken,
      config: burst,
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ data: await signUp(db, security, request.body, app.outbox, security.shopOrigin(request)) }),
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'Le client connecté (doc 1 §3 « Client »)' }, preValidation: requireClient },
    async (request) => ({ data: await getClient(db, me(request).id) }),
  );

  app.put(
    '/me',
    {
      schema: { tags, summary: 'Modification du profil (doc 2 §5 « Profile »)', body: profileBody },
      preValidation: requireClient,
    },
    async (request) => ({ data: await updateProfile(db, security, me(request).id, request.body) }),
  );

  app.put(
    '/me/password',
    {
      schema: {
        tags,
        summary: 'Changement de mot de passe (doc 1 §5) ; les autres sessions sont fermées',
        body: changePasswordBody,
      },
      preValidation: requireClient,
      config: burst,
    },
    async (request) => ({
      data: await changePassword(
        db,
        security,
        me(request),
        request.body,
        security.burstLimit.keyGenerator(request),
      ),
    }),
  );

  app.get(
    '/me/magasin-autorisation',
    {
      schema: {
        tags,
        summary: 'Le client peut-il commander dans ce magasin ? (règles pro, doc 1 §6)',
        querystring: storeAuthorizationQuery,
      },
      preValidation: requireClient,
    },
    async (request) => ({ data: await storeAuthorization(db, me(request).id, request.query.magasin_id) }),
  );

  app.post(
    '/mot-de-passe-oublie',
    {
      schema: {
        tags,
        summary: 'Mot de passe oublié (captcha ALTCHA) : même réponse que le compte existe ou non',
        body: forgottenPasswordBody,
      },
      onRequest: requireAppToken,
      config: burst,
    },
    async (request) => ({
      data: await requestPasswordReset(db, security, request.body, app.outbox, security.shopOrigin(request)),
    }),
  );

  app.post(
    '/mot-de-passe-oublie/verification',
    {
      schema: { tags, summary: 'Le lien de réinitialisation est-il encore valable ?', body: resetTokenBody },
      onRequest: requireAppToken,
      config: burst,
    },
    async (request) => ({ data: await checkResetToken(db, security, request.body.token) }),
  );

  app.post(
    '/mot-de-passe-oublie/reinitialisation',
    {
      schema: {
        tags,
        summary:
          'Nouveau mot de passe par le lien reçu (usage unique, 1 heure) ; toutes les sessions sont fermées',
        body: resetPasswordBody,
      },
      onRequest: requireAppToken,
      config: burst,
    },
    async (request) => ({
      data: await resetPassword(db, security, request.body, security.burstLimit.keyGenerator(request)),
    }),
  );
};
