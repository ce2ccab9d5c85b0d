import type { StaffRole } from '@cabas/domain';

/** The logged-in staff member of a staff call (`requireStaff`), from a staff session still open. */
export interface AuthenticatedStaff {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  /** The assigned stores (none for head office, who acts on every store). */
  storeIds: number[];
  sessionId: string;
}
