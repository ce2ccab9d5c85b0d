import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type { UsedChallenges } from './captcha.ts';

/** Used ALTCHA challenges in the database, shared by every API process; expired ones are purged. */
export function usedChallengesIn(db: Kysely<DB>, clock: () => Date): UsedChallenges {
  return {
    async markUsed(challengeId, expiresAt) {
      await db
        .deleteFrom('captcha_used_challenges')
        .where('expires_at', '<', clock().toISOString())
        .execute();
      const result = await db
        .insertInto('captcha_used_challenges')
        .values({ challenge_id: challengeId, expires_at: expiresAt.toISOString() })
        .onConflict((oc) => oc.column('challenge_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
