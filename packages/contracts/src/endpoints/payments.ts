/** The payments calls (declared by the migration of this module). */
export const paymentsEndpoints = {} as const;
