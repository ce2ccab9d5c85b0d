/** The accounts calls (declared by the migration of this module). */
export const accountsEndpoints = {} as const;
