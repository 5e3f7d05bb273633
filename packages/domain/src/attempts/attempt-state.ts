/**
 * DESIGN §5 attempt lifecycle: in progress → submitted → grading (a person or the judge must grade) → graded.
 * A finished state never goes back (openedx/edx-proctoring's is_state_transition_legal).
 */
export const ATTEMPT_STATES = ['in_progress', 'submitted', 'grading', 'graded'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

const NEXT: Record<AttemptState, readonly AttemptState[]> = {
  in_progress: ['submitted', 'grading', 'graded'],
  submitted: ['grading', 'graded'],
  grading: ['graded'],
  graded: [],
};

export function canTransition(from: AttemptState, to: AttemptState): boolean {
  return NEXT[from].includes(to);
}
