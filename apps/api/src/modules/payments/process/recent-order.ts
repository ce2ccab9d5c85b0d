import { type ProcessPaymentResponse, RECENT_ORDER_MINUTES } from '@cabas/contracts';
import { centsToEuros, formatEuros, orderDate } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { latestOrderSince } from './process.repository.ts';

type RecentOrder = NonNullable<ProcessPaymentResponse['warning']['commande_recente']>;

/** The warning of an order the client placed in the last minutes, unless the call confirms. */
export async function recentOrderWarning(
  db: Kysely<DB>,
  clientId: number,
  confirmed: boolean,
  now: Date,
): Promise<RecentOrder | null> {
  if (confirmed) return null;
  const since = new Date(now.getTime() - RECENT_ORDER_MINUTES * 60_000).toISOString();
  const recent = await latestOrderSince(db, clientId, since);
  if (!recent) return null;
  return {
    id: recent.id,
    code: recent.code,
    date_commande: orderDate(new Date(recent.placed_at)),
    montant_total_ttc: centsToEuros(recent.total_cents),
    message: `Vous avez passé la commande ${recent.code} (${formatEuros(recent.total_cents)}) il y a moins de ${RECENT_ORDER_MINUTES} minutes. Souhaitez-vous vraiment passer une nouvelle commande ?`,
  };
}
