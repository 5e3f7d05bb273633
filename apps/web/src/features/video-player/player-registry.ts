/** What the registry needs of a player: video.js players have all of it. */
export interface RegisteredPlayer {
  pause(): void;
  dispose(): void;
  isDisposed(): boolean;
}

// Every live player of the page by key (`<subjectId>-<containerId>`): SPEC §4 rules span players of several
// questions, which do not know each other.
const players = new Map<string, RegisteredPlayer>();

export function playerKey(subjectId: number | undefined, containerId: string): string {
  return `${subjectId ?? 'content'}-${containerId}`;
}

/**
 * SPEC §4: on initialising, players whose key does not contain the subjectId are disposed (the candidate moved to
 * another question, whose videos are the only ones worth their memory and connections).
 */
export function registerPlayer(key: string, player: RegisteredPlayer, subjectId: number | undefined): void {
  if (subjectId !== undefined) {
    for (const [otherKey, other] of players) {
      if (otherKey.includes(String(subjectId))) continue;
      players.delete(otherKey);
      if (!other.isDisposed()) other.dispose();
    }
  }
  players.set(key, player);
}

export function unregisterPlayer(key: string, player: RegisteredPlayer): void {
  if (players.get(key) === player) players.delete(key);
}

/** SPEC §4: playing one video pauses all others. */
export function pauseOtherPlayers(key: string): void {
  for (const [otherKey, other] of players) if (otherKey !== key && !other.isDisposed()) other.pause();
}

/** For tests: the keys of the live players. */
export function registeredPlayerKeys(): string[] {
  return [...players.keys()];
}
