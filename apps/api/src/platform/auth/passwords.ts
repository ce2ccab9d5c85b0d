import os from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters of ARCHITECTURE.md: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2ID = 2;

/**
 * At most one hash per core at a time, the others wait their turn in order: a burst of logins is
 * served first come, first served instead of all slowing down together, and the memory taken by
 * argon2 (19 MiB each) stays bounded.
 */
const slots = { free: Math.max(1, os.availableParallelism()), waiting: [] as (() => void)[] };

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, { ...ARGON2_OPTIONS, algorithm: ARGON2ID }));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      options.timeCost !== ARGON2_OPTIONS.timeCost ||
      options.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the e-mail is unknown, so that the answer time does not
 * tell which addresses have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-unknown-accounts');
  await verifyPassword(await dummyHash, password);
  return false;
}
