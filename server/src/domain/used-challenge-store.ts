// Where solved bot-check challenges are remembered so a solution is accepted once: the bot check (services/altcha)
// needs one, the database provides it (repositories/bot-challenges-repository).
export interface UsedChallengeStore {
  /** Records the id; false when it was already recorded (a replay). */
  markUsed(challengeId: string, expiresAt: number): Promise<boolean>;
}
