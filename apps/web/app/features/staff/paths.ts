/** The addresses of the staff side (/gestion, decision 108). */
export const STAFF_PATHS = {
  home: '/gestion',
  login: '/gestion/connexion',
  logout: '/gestion/deconnexion',
  journal: '/gestion/journal',
  /** The day's orders of a store (`?magasin=&jour=&etat=&mode=`); an order's page is under it. */
  orders: '/gestion/commandes',
  /** The hand-over at the drive: an order found by its code or its customer (`?magasin=&q=`, decision 116). */
  handOver: '/gestion/retrait',
  /** A store's pro invoices and the payments its manager records (`?magasin=&statut=`, decision 119). */
  proInvoices: '/gestion/factures-pro',
  /** The stores' teams (decision 117): the list and creation form; a member's page under it. */
  team: '/gestion/equipe',
  /** The public page of an invitation link, followed by `/<jeton>` (`STAFF_INVITATION_PAGE`). */
  invitation: '/gestion/invitation',
} as const;

/** A team member's page. */
export const teamMemberHref = (id: number) => `${STAFF_PATHS.team}/${id}`;

export const STAFF_REDIRECT_PARAM = 'redirectTo';

/** A page of the staff side to go back to after login: a /gestion page (not the login itself), else its home. */
export function staffRedirectTarget(normalised: string): string {
  const path = normalised.split(/[?#]/, 1)[0]!;
  const inside = path === STAFF_PATHS.home || path.startsWith(`${STAFF_PATHS.home}/`);
  if (!inside || path === STAFF_PATHS.login || path === STAFF_PATHS.logout) return STAFF_PATHS.home;
  return normalised;
}

/** The login page's address, coming back to `from` after login. */
export function staffLoginHref(from?: string): string {
  if (!from || staffRedirectTarget(from) === STAFF_PATHS.home) return STAFF_PATHS.login;
  return `${STAFF_PATHS.login}?${new URLSearchParams({ [STAFF_REDIRECT_PARAM]: from })}`;
}
