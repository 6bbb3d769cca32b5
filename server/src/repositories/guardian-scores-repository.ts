import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// The Guardian score after each finished scan (migration 0070): its history is the chart of the member's report.

export interface ScorePoint {
  at: number;
  oppScore: number;
  score: number;
}

export function createGuardianScoresRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async add(memberId: number, scanId: number | null, point: ScorePoint): Promise<void> {
      await db
        .insertInto('guardian_scores')
        .values({ member_id: memberId, scan_id: scanId, at: point.at, opp_score: point.oppScore, score: point.score })
        .execute();
    },

    /** Oldest first, the last `limit` points. */
    async history(memberId: number, limit = 36): Promise<ScorePoint[]> {
      const rows = await db
        .selectFrom('guardian_scores')
        .select(['at', 'opp_score', 'score'])
        .where('member_id', '=', memberId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows
        .reverse()
        .map((row) => ({ at: Number(row.at), oppScore: Number(row.opp_score), score: Number(row.score) }));
    },

    async latest(memberId: number): Promise<ScorePoint | undefined> {
      const row = await db
        .selectFrom('guardian_scores')
        .select(['at', 'opp_score', 'score'])
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { at: Number(row.at), oppScore: Number(row.opp_score), score: Number(row.score) } : undefined;
    },

    async latestOf(memberIds: number[]): Promise<Map<number, number>> {
      const latest = new Map<number, number>();
      if (!memberIds.length) return latest;
      const rows = await db
        .selectFrom('guardian_scores')
        .select(['member_id', 'score', 'id'])
        .where('member_id', 'in', memberIds)
        .orderBy('id')
        .execute();
      for (const row of rows) latest.set(Number(row.member_id), Number(row.score));
      return latest;
    },
  };
}
