/** The last pro invoice number given in each year (migration 0051). */
export interface ProInvoiceSequencesTable {
  year: number;
  last_sequence: number;
}

declare module './schema.ts' {
  interface DB {
    pro_invoice_sequences: ProInvoiceSequencesTable;
  }
}
