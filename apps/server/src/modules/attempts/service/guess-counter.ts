/** Failed guesses of a secret, counted by the caller under its own keys (candidate, exam, client address). */
export interface GuessCounter {
  assertAllowed(): Promise<void>;
  recordFailure(): Promise<void>;
}
