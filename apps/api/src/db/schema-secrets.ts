/** The generated signing keys shared by every shop process (migration 0030). */
export interface SharedSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    shared_secrets: SharedSecretsTable;
  }
}
