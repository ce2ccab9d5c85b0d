import { describe, expect, it } from 'vitest';
import {
  assignmentFits,
  canActOnStore,
  hasStaffRole,
  isStaffRole,
  JOURNAL_ROLES,
  journalScope,
  sessionAuditStore,
  staffStores,
} from './staff.ts';

const preparer = { role: 'preparateur', storeIds: [1] } as const;
const manager = { role: 'responsable', storeIds: [1, 2] } as const;
const headOffice = { role: 'siege', storeIds: [] } as const;

describe('staff roles and stores', () => {
  it('knows the three roles only', () => {
    expect(isStaffRole('preparateur')).toBe(true);
    expect(isStaffRole('siege')).toBe(true);
    expect(isStaffRole('client')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('checks a role against a list', () => {
    expect(hasStaffRole(preparer, JOURNAL_ROLES)).toBe(false);
    expect(hasStaffRole(manager, JOURNAL_ROLES)).toBe(true);
    expect(hasStaffRole(headOffice, ['siege'])).toBe(true);
  });

  it('gives head office every store and the others their assigned stores', () => {
    expect(staffStores(headOffice)).toBe('all');
    expect(staffStores(manager)).toEqual([1, 2]);
    expect(canActOnStore(preparer, 1)).toBe(true);
    expect(canActOnStore(preparer, 2)).toBe(false);
    expect(canActOnStore(manager, 2)).toBe(true);
    expect(canActOnStore(headOffice, 999)).toBe(true);
  });

  it('holds each role to its number of stores', () => {
    expect(assignmentFits('preparateur', 1)).toBe(true);
    expect(assignmentFits('preparateur', 2)).toBe(false);
    expect(assignmentFits('preparateur', 0)).toBe(false);
    expect(assignmentFits('responsable', 3)).toBe(true);
    expect(assignmentFits('responsable', 0)).toBe(false);
    expect(assignmentFits('siege', 0)).toBe(true);
    expect(assignmentFits('siege', 1)).toBe(false);
  });

  it('refuses the journal to a preparer, even of his own store', () => {
    expect(journalScope(preparer)).toEqual({ ok: false, reason: 'role' });
    expect(journalScope(preparer, 1)).toEqual({ ok: false, reason: 'role' });
  });

  it('gives a manager the journal of his stores only', () => {
    expect(journalScope(manager)).toEqual({ ok: true, stores: [1, 2] });
    expect(journalScope(manager, 2)).toEqual({ ok: true, stores: [2] });
    expect(journalScope(manager, 3)).toEqual({ ok: false, reason: 'store' });
  });

  it('gives head office every store', () => {
    expect(journalScope(headOffice)).toEqual({ ok: true, stores: 'all' });
    expect(journalScope(headOffice, 42)).toEqual({ ok: true, stores: [42] });
  });

  it('files a session under the one store of a single-store member', () => {
    expect(sessionAuditStore(preparer)).toBe(1);
    expect(sessionAuditStore(manager)).toBeNull();
    expect(sessionAuditStore({ role: 'responsable', storeIds: [7] })).toBe(7);
    expect(sessionAuditStore(headOffice)).toBeNull();
  });
});
