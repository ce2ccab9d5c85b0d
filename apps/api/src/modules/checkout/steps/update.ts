import type { UpdateCheckoutBody } from '@cabas/contracts';
import type { AddressesService } from '../../addresses/addresses.service.ts';
import type { CheckoutContext } from '../checkout-context.ts';
import { chooseAddress } from './address.ts';
import { chooseBags } from './bags.ts';
import { commitWrite, startWrite, type WriteDeps } from './checkout-write.ts';
import { useClubCard } from './club-card.ts';
import { choosePaymentMode } from './payment-mode.ts';
import { chooseSavedCard } from './saved-card.ts';
import { chooseService } from './service.ts';
import { useWallet } from './wallet.ts';

/**
 * The checkout's PUT: the steps of the fields present (absent: kept; null: cleared), in the order of
 * the checkout's pages, so the first refusal is the one of the earliest page. The address step also
 * runs when the checkout has an address, to remove it off home delivery. Every change is written at
 * once, with the version check, after every step has passed.
 */
export async function updateCheckout(
  deps: WriteDeps & { addresses: AddressesService },
  ctx: CheckoutContext,
  body: UpdateCheckoutBody,
): Promise<void> {
  const write = startWrite(ctx);
  if (body.service_id !== undefined) chooseService(write, body.service_id);
  if (body.idAdresseLivraison !== undefined || ctx.row.address_id !== null)
    await chooseAddress(write, body.idAdresseLivraison, deps.addresses);
  if (body.avec_sacs !== undefined) chooseBags(write, body.avec_sacs);
  if (body.modePaiement !== undefined) choosePaymentMode(write, body.modePaiement);
  if (body.tirelire !== undefined) useWallet(write, body.tirelire);
  if (body.carteCarrefour !== undefined) useClubCard(write, body.carteCarrefour);
  if (body.selectedPaymentId !== undefined) await chooseSavedCard(write, body.selectedPaymentId, deps.db);
  await commitWrite(deps, write);
}
