/** Failed guesses at a secret, counted by the caller under its keys (the code, the client address). */
export interface GuessCounter {
  assertAllowed(): Promise<void>;
  recordFailure(): Promise<void>;
}
