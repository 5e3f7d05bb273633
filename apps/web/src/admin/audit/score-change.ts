type ScoreActionKey = 'save' | 'change' | 'regrade' | 'rejudge' | 'judged' | 'answersFile';

/** The audit actions that change an attempt's scores (issue 40), each by the catalogue key of its name. */
const SCORE_ACTIONS: Record<string, ScoreActionKey> = {
  'grade.save': 'save',
  'grade.change': 'change',
  'grade.regrade': 'regrade',
  'grade.rejudge': 'rejudge',
  'grade.judged': 'judged',
  'grade.answers-file': 'answersFile',
};

/** What a score-changing audit entry says: one subject of an attempt, old → new, and the attempt's total. */
export interface ScoreChange {
  /** The catalogue key of the action's name, under audit.scoreAction. */
  actionKey: ScoreActionKey;
  subjectKey: string;
  oldScore: number | null;
  newScore: number | null;
  oldTotal: number | null;
  newTotal: number | null;
  reason: string | undefined;
}

const scoreOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * An audit entry as a change of scores, when its action is one (the server's auditScoreChanges writes them); any
 * other entry is undefined and shows its detail as written.
 */
export function readScoreChange(action: string, detail: unknown): ScoreChange | undefined {
  const actionKey = SCORE_ACTIONS[action];
  if (!actionKey || typeof detail !== 'object' || detail === null) return undefined;
  const fields = detail as Record<string, unknown>;
  return {
    actionKey,
    subjectKey: typeof fields.subjectKey === 'string' ? fields.subjectKey : String(fields.subjectId ?? ''),
    oldScore: scoreOrNull(fields.oldScore),
    newScore: scoreOrNull(fields.newScore),
    oldTotal: scoreOrNull(fields.oldTotal),
    newTotal: scoreOrNull(fields.newTotal),
    reason: typeof fields.reason === 'string' ? fields.reason : undefined,
  };
}
