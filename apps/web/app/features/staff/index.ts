/** The public face of features/staff (the /gestion side, decision 108); server code is in index.server.ts. */
export { STAFF_PATHS, teamMemberHref } from './paths.ts';
export { StaffError } from './staff-error.tsx';
export { StaffFrame } from './staff-frame.tsx';
export { StaffHome } from './staff-home.tsx';
export { StaffJournalPage } from './staff-journal.tsx';
export { type StaffLoginActionData, StaffLoginPage } from './staff-login-form.tsx';
export { StaffStoreField } from './staff-store-field.tsx';
export { StaffInvitationPage, StaffTeamPage, TeamMemberPage } from './staff-team.tsx';
