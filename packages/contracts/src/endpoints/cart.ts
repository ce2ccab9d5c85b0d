/** The cart calls (declared by the migration of this module). */
export const cartEndpoints = {} as const;
