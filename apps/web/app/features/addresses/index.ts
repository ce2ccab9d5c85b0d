/** The public face of features/addresses: what pages, layouts and other features may use (server code is in index.server.ts). */
export { AddressesPage } from './addresses-page.tsx';
export { ConfirmDelete, ConfirmDeleteSection } from './confirm-delete.tsx';
export {
  AccessFlagsFieldset,
  AddressLineFields,
  DeliveryAddressFields,
  type DeliveryAddressValues,
  PostalCodeField,
  useAddressDefaults,
} from './delivery-address-fields.tsx';
