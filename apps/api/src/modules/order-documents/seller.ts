/**
 * The seller named on invoices and receipts: the company that runs the shop (a demo identity; its
 * numbers are fictitious but have the shape of real ones). The stores are its points of sale.
 */
export const SELLER = {
  name: 'Cabas SAS',
  legalForm: 'Société par actions simplifiée au capital de 1 500 000 €',
  address: '18 rue des Halles, 75001 Paris',
  rcs: 'RCS Paris 912 345 678',
  siret: 'SIRET 912 345 678 00014',
  vatNumber: 'N° de TVA intracommunautaire : FR 40 912345678',
} as const;
