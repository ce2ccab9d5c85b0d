import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ApiDeps } from '../../app.ts';
import { isSeeded } from '../../db/seed/index.ts';
import { storageFailureCode } from '../../platform/storage-failure.ts';
import { probeWrite } from './health.repository.ts';

const UNAVAILABLE = API_ERROR_CODES.serviceUnavailable;

/** Liveness and readiness probes for a load balancer or an orchestrator. */
export const healthRoutes: FastifyPluginAsync<ApiDeps> = async (app, deps) => {
  const { slots, ledger } = app.services;
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.database.db);
      if (!(await isSeeded(deps.database.db))) {
        return reply.status(503).send({ status_code: 503, message: apiMessages.notReady, code: UNAVAILABLE });
      }
      await probeWrite(deps.database.db);
      const mismatches = await slots.slotConsistency();
      if (mismatches.length) {
        request.log.error({ mismatches }, 'slot counters differ from their holds and orders');
        const creneaux_incoherents = mismatches.map((m) => m.slot_id);
        const message = apiMessages.slotCountersInconsistent;
        return reply.status(503).send({ status_code: 503, message, creneaux_incoherents, code: UNAVAILABLE });
      }
      const balances = await ledger.mismatches();
      if (balances.length) {
        // The cards' numbers stay in the log: this probe answers anyone.
        request.log.error({ balances }, 'stored-value balances differ from their ledger');
        const message = apiMessages.storedValueInconsistent;
        const soldes_incoherents = balances.length;
        return reply.status(503).send({ status_code: 503, message, soldes_incoherents, code: UNAVAILABLE });
      }
      return { status: 'ready', database: deps.database.dialect };
    } catch (err) {
      request.log.error({ err }, 'readiness check failed');
      const message = storageFailureCode(err) ? apiMessages.storageUnavailable : apiMessages.notReady;
      return reply.status(503).send({ status_code: 503, message, code: UNAVAILABLE });
    }
  });
};
