/** The stores calls (declared by the migration of this module). */
export const storesEndpoints = {} as const;
