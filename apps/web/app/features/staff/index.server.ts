/** The server face of features/staff: the /gestion guards, loaders and actions. */
export {
  requireStaffMiddleware,
  staffJournalLoader,
  staffLoginAction,
  staffLoginLoader,
  staffLogoutAction,
  staffMember,
  staffMemberMiddleware,
} from './staff.server.ts';
