import { ORDER_CHANGE_DRAFT_MINUTES } from '@cabas/contracts';
import type { OrderChangeRow } from '../../../db/schema-order-changes.ts';
import type { OrderLedger } from '../../payments/order-ledger.ts';
import type { WantedLine } from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import type { OrderChangeDeps, Trx } from './context.ts';

/** Ends a change (abandoned, or back to a draft): its open extra payment is cancelled with it. */
export async function endChange(
  trx: Trx,
  ledger: OrderLedger,
  change: OrderChangeRow,
  status: 'abandonnee' | 'brouillon',
  nowIso: string,
) {
  if (change.payment_session_id)
    await ledger.moveSession(trx, change.payment_session_id, ['ouverte'], 'annulee', nowIso);
  await repo.moveChange(trx, change.id, ['brouillon', 'en_paiement'], status, nowIso);
}

/** Saves the order's draft; one sent again while its extra payment is open starts over without it. */
export async function saveDraft(
  { db, ledger }: Pick<OrderChangeDeps, 'db' | 'ledger'>,
  draft: {
    orderId: number;
    clientId: number;
    wanted: readonly WantedLine[];
    slotId: number | null;
    now: Date;
  },
) {
  const nowIso = draft.now.toISOString();
  const expiresAt = new Date(draft.now.getTime() + ORDER_CHANGE_DRAFT_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    const open = await repo.findOpenChange(trx, draft.orderId);
    if (open?.status === 'en_paiement') await endChange(trx, ledger, open, 'brouillon', nowIso);
    await repo.insertChange(trx, {
      orderId: draft.orderId,
      clientId: draft.clientId,
      lines: JSON.stringify(draft.wanted),
      slotId: draft.slotId,
      nowIso,
      expiresAt,
    });
  });
}

/** Abandons the order's open change, if any: the order stays as it is. */
export async function abandonDraft(
  { db, ledger }: Pick<OrderChangeDeps, 'db' | 'ledger'>,
  orderId: number,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const open = await repo.findOpenChange(trx, orderId);
    if (open) await endChange(trx, ledger, open, 'abandonnee', now.toISOString());
  });
}
