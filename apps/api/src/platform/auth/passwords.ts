import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2ID = 2;

/**
 * libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default) runs argon2, and also file system calls, DNS
 * look-ups and WebCrypto jobs: argon2 never takes all of it.
 */
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * At most one hash per core at a time, the others wait their turn in order: a burst of logins is
 * served first come, first served instead of all slowing down together, and the memory taken by
 * argon2 (19 MiB each) stays bounded. One pool thread stays free for the rest of the process.
 */
const slots = {
  free: Math.max(1, Math.min(os.availableParallelism(), threadPoolSize - 1)),
  waiting: [] as (() => void)[],
};

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

/** How a hash made with today's parameters begins (the PHC string format). */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** True when a stored hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_HASH_PREFIX);
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
