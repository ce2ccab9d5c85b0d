import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('are argon2id with the parameters OWASP recommends, and verify', async () => {
    const stored = await hashPassword('Courses2024');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, 'Courses2024')).toBe(true);
    expect(await verifyPassword(stored, 'Courses2025')).toBe(false);
  });

  it('made with other parameters or another algorithm are redone at the next login', async () => {
    const older = await hash('Courses2024', { ...ARGON2_OPTIONS, memoryCost: 4096, algorithm: 2 });
    const argon2i = await hash('Courses2024', { ...ARGON2_OPTIONS, algorithm: 1 });
    const twoLanes = await hash('Courses2024', { ...ARGON2_OPTIONS, parallelism: 2, algorithm: 2 });
    for (const stored of [older, argon2i, twoLanes, 'pas-un-hash']) expect(needsRehash(stored)).toBe(true);
    expect(await verifyPassword(older, 'Courses2024')).toBe(true);
    expect(await verifyPassword('pas-un-hash', 'Courses2024')).toBe(false);
  });
});
