import { describe, expect, it } from 'vitest';
import { describeStorageFailure, storageFailureCode } from './storage-failure.ts';

const withCode = (code: string, message = 'échec') => Object.assign(new Error(message), { code });

describe('storage failures', () => {
  it('are told from other errors by their code: SQLite, the system, PostgreSQL (disk full, read-only)', () => {
    for (const code of [
      'SQLITE_FULL',
      'SQLITE_READONLY_DBMOVED',
      'SQLITE_CANTOPEN',
      'ENOSPC',
      'EROFS',
      '53100',
      '25006',
    ])
      expect(storageFailureCode(withCode(code))).toBe(code);
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY', '23505', '57P01', 'ECONNREFUSED'])
      expect(storageFailureCode(withCode(code))).toBeUndefined();
    expect(storageFailureCode(new Error('cannot rollback - no transaction is active'))).toBeUndefined();
  });

  it('are found behind an error that wraps them', () => {
    const wrapped = new Error('commande impossible', { cause: withCode('SQLITE_FULL') });
    expect(storageFailureCode(wrapped)).toBe('SQLITE_FULL');
  });

  it('are described in French for the operator', () => {
    expect(describeStorageFailure('53100')).toBe('disque plein (53100)');
    expect(describeStorageFailure('SQLITE_READONLY')).toBe('lecture seule (SQLITE_READONLY)');
    expect(describeStorageFailure('EACCES')).toBe('permission refusée (EACCES)');
  });
});
