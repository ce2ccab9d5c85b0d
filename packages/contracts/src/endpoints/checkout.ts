/** The checkout calls (declared by the migration of this module). */
export const checkoutEndpoints = {} as const;
