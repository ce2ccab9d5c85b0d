import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  assignmentCheck,
  canManageMember,
  memberChangeCheck,
  teamAuditStores,
  teamScope,
} from './staff.ts';

const headOffice = { id: 1, role: 'siege', storeIds: [] } as const;
const manager = { id: 2, role: 'responsable', storeIds: [10, 11] } as const;
const otherManager = { id: 3, role: 'responsable', storeIds: [20] } as const;
const preparer = { id: 4, role: 'preparateur', storeIds: [10] } as const;
const otherPreparer = { id: 5, role: 'preparateur', storeIds: [20] } as const;

describe('team scope', () => {
  it('lists a manager’s stores, every store for head office, nothing for a preparer', () => {
    expect(teamScope(manager)).toEqual({ ok: true, stores: [10, 11] });
    expect(teamScope(manager, 11)).toEqual({ ok: true, stores: [11] });
    expect(teamScope(manager, 20)).toEqual({ ok: false, reason: 'store' });
    expect(teamScope(headOffice)).toEqual({ ok: true, stores: 'all' });
    expect(teamScope(headOffice, 20)).toEqual({ ok: true, stores: [20] });
    expect(teamScope(preparer)).toEqual({ ok: false, reason: 'role' });
    expect(teamScope(preparer, 10)).toEqual({ ok: false, reason: 'role' });
  });
});

describe('who manages whom', () => {
  it('gives head office every role, a manager preparers only, a preparer none', () => {
    expect(assignableRoles(headOffice)).toEqual(['preparateur', 'responsable', 'siege']);
    expect(assignableRoles(manager)).toEqual(['preparateur']);
    expect(assignableRoles(preparer)).toEqual([]);
  });

  it('lets head office manage anyone but himself', () => {
    for (const target of [manager, otherManager, preparer, otherPreparer, { ...headOffice, id: 9 }])
      expect(canManageMember(headOffice, target)).toBe(true);
    expect(canManageMember(headOffice, headOffice)).toBe(false);
  });

  it('lets a manager manage the preparers of his stores only', () => {
    expect(canManageMember(manager, preparer)).toBe(true);
    expect(canManageMember(manager, otherPreparer)).toBe(false);
    expect(canManageMember(manager, otherManager)).toBe(false);
    expect(canManageMember(manager, headOffice)).toBe(false);
    expect(canManageMember(manager, manager)).toBe(false);
    // A preparer without a store (never valid) is nobody's to manage but head office's.
    expect(canManageMember(manager, { id: 8, role: 'preparateur', storeIds: [] })).toBe(false);
  });

  it('lets a preparer manage nobody', () => {
    expect(canManageMember(preparer, { ...preparer, id: 7 })).toBe(false);
  });
});

describe('assignments', () => {
  it('holds the role to what the actor may give and to its number of stores', () => {
    expect(assignmentCheck(manager, 'preparateur', [10])).toEqual({ ok: true });
    expect(assignmentCheck(manager, 'preparateur', [20])).toEqual({ ok: false, reason: 'store' });
    expect(assignmentCheck(manager, 'preparateur', [10, 11])).toEqual({ ok: false, reason: 'count' });
    expect(assignmentCheck(manager, 'responsable', [10])).toEqual({ ok: false, reason: 'role' });
    expect(assignmentCheck(manager, 'siege', [])).toEqual({ ok: false, reason: 'role' });
    expect(assignmentCheck(headOffice, 'responsable', [10, 20])).toEqual({ ok: true });
    expect(assignmentCheck(headOffice, 'responsable', [])).toEqual({ ok: false, reason: 'count' });
    expect(assignmentCheck(headOffice, 'siege', [])).toEqual({ ok: true });
    expect(assignmentCheck(headOffice, 'siege', [10])).toEqual({ ok: false, reason: 'count' });
    expect(assignmentCheck(preparer, 'preparateur', [10])).toEqual({ ok: false, reason: 'role' });
  });

  it('refuses to change oneself, a member out of reach, or to give what the actor may not', () => {
    const keep = (m: { role: 'preparateur' | 'responsable' | 'siege'; storeIds: readonly number[] }) => ({
      role: m.role,
      storeIds: m.storeIds,
    });
    expect(memberChangeCheck(manager, preparer, { role: 'preparateur', storeIds: [11] })).toEqual({
      ok: true,
    });
    expect(memberChangeCheck(manager, preparer, { role: 'responsable', storeIds: [10] })).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(memberChangeCheck(manager, preparer, { role: 'preparateur', storeIds: [20] })).toEqual({
      ok: false,
      reason: 'store',
    });
    expect(memberChangeCheck(manager, otherPreparer, keep(otherPreparer))).toEqual({
      ok: false,
      reason: 'member',
    });
    expect(memberChangeCheck(manager, manager, keep(manager))).toEqual({ ok: false, reason: 'self' });
    expect(memberChangeCheck(headOffice, headOffice, keep(headOffice))).toEqual({
      ok: false,
      reason: 'self',
    });
    expect(memberChangeCheck(preparer, otherPreparer, keep(otherPreparer))).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(memberChangeCheck(headOffice, manager, { role: 'siege', storeIds: [] })).toEqual({ ok: true });
  });

  it('files a change under the stores before and after, once each', () => {
    expect(teamAuditStores([20, 10], [10, 30])).toEqual([10, 20, 30]);
    expect(teamAuditStores([], [])).toEqual([]);
  });
});
