/** The lists calls (declared by the migration of this module). */
export const listsEndpoints = {} as const;
