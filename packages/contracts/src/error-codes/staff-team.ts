/** Error codes of the stores' teams: staff accounts managed from /gestion/equipe (decision 117). */
export const STAFF_TEAM_ERROR_CODES = {
  /** No staff member with this id (404). */
  teamMemberNotFound: 'membre_introuvable',
  /** A member the actor may not manage: a manager, head office, a preparer of another store (403). */
  teamMemberRefused: 'membre_hors_perimetre',
  /** Nobody changes, demotes or deactivates his own account (403). */
  teamSelfChangeRefused: 'modification_de_soi_refusee',
  /** A role the actor may not give: a manager creates preparers only (403). */
  teamRoleRefused: 'role_non_attribuable',
  /** Stores that do not fit the role (a preparer one, a manager at least one, head office none) or do not exist (422). */
  teamAssignmentInvalid: 'affectation_invalide',
  /** Another staff account has this e-mail address (409). */
  staffEmailTaken: 'email_personnel_deja_utilise',
  /** An invitation link unknown, used, expired or replaced by a newer one (410). */
  invitationInvalid: 'invitation_invalide',
  /** No invitation to send: the member already chose a password, or the account is deactivated (409). */
  invitationNotNeeded: 'invitation_inutile',
} as const;
