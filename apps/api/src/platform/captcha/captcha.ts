import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/**
 * Self-hosted ALTCHA proof of work. Challenges follow the v2 format that
 * the `altcha` 3 widget fetches (`{ parameters, signature }`); the widget posts back, in the field
 * `altcha`, the base64 JSON `{ challenge, solution }`. A challenge is signed, expires, and is accepted
 * once (the caller records it through `markUsed`).
 */
export interface CaptchaDifficulty {
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The solver tries counters from 0 up to a secret one drawn in this range. */
  counterMin: number;
  counterMax: number;
  ttlMs: number;
}

export const DEFAULT_CAPTCHA_DIFFICULTY: CaptchaDifficulty = {
  cost: 2_000,
  counterMin: 2_000,
  counterMax: 6_000,
  ttlMs: 10 * 60_000,
};

const ALGORITHM = 'PBKDF2/SHA-256';

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
        salt: z.string().max(256),
        cost: z.number().int().positive().max(1_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(128),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

export interface UsedChallenges {
  /** Records a challenge as used; false when it already was. */
  markUsed(challengeId: string, expiresAt: Date): Promise<boolean>;
}

export class Captcha {
  private readonly keySecret: string;

  constructor(
    private readonly secret: string,
    private readonly clock: () => Date,
    private readonly difficulty: CaptchaDifficulty = DEFAULT_CAPTCHA_DIFFICULTY,
  ) {
    this.keySecret = createHmac('sha256', secret).update('altcha-key-signature').digest('base64url');
  }

  challenge(): Promise<Challenge> {
    const { cost, counterMin, counterMax, ttlMs } = this.difficulty;
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(counterMax, counterMin),
      deriveKey,
      expiresAt: new Date(this.clock().getTime() + ttlMs),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True for a solved, untampered, unexpired challenge seen for the first time. */
  async verify(payload: string, used: UsedChallenges): Promise<boolean> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success) return false;
    const { challenge, solution } = parsed.data;
    const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
    if (expiresAt <= this.clock()) return false;
    const result = await verifySolution({
      challenge: challenge as Challenge,
      solution: solution as { counter: number; derivedKey: string },
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
    if (!result.verified) return false;
    return used.markUsed(challenge.parameters.nonce, expiresAt);
  }
}
