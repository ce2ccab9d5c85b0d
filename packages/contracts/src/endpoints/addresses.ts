/** The addresses calls (declared by the migration of this module). */
export const addressesEndpoints = {} as const;
