import { commitWrite, startWrite, type WriteBase, type WriteDeps } from './checkout-write.ts';

/** Cancels the checkout: its held slot's place goes back, and a new checkout of the cart can start. */
export async function cancelCheckout(deps: WriteDeps, ctx: WriteBase): Promise<void> {
  const write = startWrite(ctx);
  write.changes.status = 'annule';
  write.changes.open_key = null;
  write.changes.hold_id = null;
  write.releaseHoldId = ctx.row.hold_id;
  await commitWrite(deps, write);
}
