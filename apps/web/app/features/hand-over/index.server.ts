/** The server face of features/hand-over: the check-in page's loader and action, the staff's search. */
export { type CheckInView, checkInAction, checkInLoader } from './check-in.server.ts';
export { type StaffHandOverPageData, staffHandOverLoader } from './staff-hand-over.server.ts';
