/** The orders calls (declared by the migration of this module). */
export const ordersEndpoints = {} as const;
