/** Error codes of the staff side (/api/gestion, decision 108). */
export const STAFF_ERROR_CODES = {
  /** A customer's (or the storefront's) token on a staff call (403). */
  staffOnly: 'reserve_au_personnel',
  /** A staff token on a customer's call (403). */
  customersOnly: 'reserve_aux_clients',
  /** The staff member's role does not allow this call (403). */
  staffRoleRefused: 'role_insuffisant',
  /** A store the staff member is not assigned to (403). */
  staffStoreRefused: 'magasin_non_attribue',
} as const;
