import { endpoints, INSTALMENT_CODES, type InstalmentCode, PAYMENT_MODE_LABELS } from '@cabas/contracts';
import { instalmentSchedule, parisClock } from '@cabas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

/** File fee of the instalment payments: none here. */
export const INSTALMENT_FEE_CENTS = 0;

/**
 * The 3x / 4x schedules of an amount, first debit on `date` (default today, Paris time). Public; the
 * plugin is registered under `/api` and at the root, from the same declaration.
 */
export const instalmentRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  endpointRoutes(app)(endpoints.checkout.instalments, async (request) => {
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
  });
};
