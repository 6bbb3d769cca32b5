import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { UsedChallengeStore } from '../domain/used-challenge-store';

// Solved ALTCHA challenges, kept until they expire so a solution cannot be replayed on any instance.
export function createBotChallengesRepository(db: Kysely<Database>, clock: () => number): UsedChallengeStore {
  let writes = 0;
  return {
    async markUsed(challengeId: string, expiresAt: number): Promise<boolean> {
      const result = await db
        .insertInto('altcha_used')
        .values({ challenge_id: challengeId.slice(0, 200), expires_at: expiresAt })
        .onConflict((oc) => oc.column('challenge_id').doNothing())
        .executeTakeFirst();
      writes += 1;
      if (writes % 100 === 0) await db.deleteFrom('altcha_used').where('expires_at', '<', clock()).execute();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
