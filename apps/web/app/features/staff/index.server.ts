/** The server face of features/staff: the /gestion guards, loaders and actions. */
export {
  callAsStaff,
  downloadAsStaff,
  requireStaffMiddleware,
  staffJournalLoader,
  staffLoginAction,
  staffLoginLoader,
  staffLogoutAction,
  staffMember,
  staffMemberMiddleware,
} from './staff.server.ts';
export {
  type InvitationActionData,
  type InvitationPageData,
  invitationAction,
  invitationLoader,
  type StaffTeamPageData,
  staffTeamAction,
  staffTeamLoader,
  type TeamFormResult,
  type TeamMemberPageData,
  teamMemberAction,
  teamMemberLoader,
} from './staff-team.server.ts';
