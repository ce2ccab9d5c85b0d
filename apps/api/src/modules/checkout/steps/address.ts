import { checkoutMessages } from '@cabas/contracts';
import { HOME_DELIVERY_MODES } from '@cabas/domain';
import type { AddressesService } from '../../addresses/addresses.service.ts';
import { modeOfService } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import { type CheckoutWrite, serviceAfterWrite } from './checkout-write.ts';

/**
 * Delivery address: only a home delivery takes one, and it must be one of the client's addresses in
 * an area the store delivers. With a service that is not a home delivery (or none), an address is
 * refused and the one already chosen is removed. `addressId`: undefined keeps it, null removes it.
 */
export async function chooseAddress(
  write: CheckoutWrite,
  addressId: number | null | undefined,
  addresses: AddressesService,
): Promise<void> {
  const { ctx, changes } = write;
  const modeType = modeOfService(ctx, serviceAfterWrite(write))?.mode.type ?? null;
  if (modeType === null || !HOME_DELIVERY_MODES.includes(modeType)) {
    if (addressId) throw refuse('idAdresseLivraison', checkoutMessages.serviceRequired);
    if (ctx.row.address_id !== null) changes.address_id = null;
    return;
  }
  if (addressId === undefined) return;
  if (addressId === null) {
    changes.address_id = null;
    return;
  }
  const address = await addresses.owned(ctx.client.id, addressId).catch(() => null);
  if (!address) throw refuse('idAdresseLivraison', checkoutMessages.addressUnknown);
  if (!(await addresses.isDelivered(ctx.row.store_id, address)))
    throw refuse('idAdresseLivraison', checkoutMessages.addressNotDelivered);
  changes.address_id = address.id;
}
