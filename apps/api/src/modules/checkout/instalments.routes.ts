import {
  checkoutMessages,
  INSTALMENT_CODES,
  type InstalmentCode,
  instalmentQuery,
  PAYMENT_MODE_LABELS,
} from '@cabas/contracts';
import { instalmentSchedule, parisClock } from '@cabas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** File fee of the instalment payments (doc 1 §9 "possible file fees"): free here. */
export const INSTALMENT_FEE_CENTS = 0;

/** GET /ws/v1/simulation-echeancier?montant=&code=&date=: the 3x / 4x schedules (doc 1 §7, §9). */
export const instalmentRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  app.get(
    '/simulation-echeancier',
    {
      schema: {
        tags: ['commande'],
        summary: `Simulation du paiement en 3 ou 4 fois (${checkoutMessages.instalmentRange})`,
        querystring: instalmentQuery,
      },
    },
    async (request) => {
      const { montant, code, date } = request.query;
      const cents = Math.round(montant * 100);
      const first = date ?? parisClock(options.clock()).date;
      const codes: readonly InstalmentCode[] = code ? [code] : INSTALMENT_CODES;
      return {
        data: codes.map((c) => {
          const schedule = instalmentSchedule(cents, c === '3FCB' ? 3 : 4, first, INSTALMENT_FEE_CENTS);
          return {
            code: c,
            libelle: PAYMENT_MODE_LABELS[c],
            montant: cents / 100,
            frais: INSTALMENT_FEE_CENTS / 100,
            montant_total: (cents + INSTALMENT_FEE_CENTS) / 100,
            mensualites: schedule.map((i) => ({ date: i.date, montant: i.cents / 100 })),
          };
        }),
      };
    },
  );
};
