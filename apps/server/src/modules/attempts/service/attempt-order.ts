import { attemptOrder, type PaperShuffle } from '@iexam/domain/attempts';
import type { SubjectType } from '@iexam/domain/subjects';
import type { SubjectOption } from '../../../db/schema/papers';

interface OrderableSubject {
  id: number;
  subjectType: number;
  position: number;
  options: SubjectOption[];
  keepOptionOrder: boolean;
}

/**
 * A paper's subjects as one attempt shows them (issue 37): in the order its seed draws when the paper shuffles,
 * numbered 1… in that order, each choice subject's options in its drawn order. Subject ids and option keys are the
 * canonical ones, so answers, grading and statistics never see the order. The rows may be the process cache's
 * shared ones: this makes new objects and changes none.
 */
export function inAttemptOrder<T extends OrderableSubject>(
  subjects: readonly T[],
  seed: number,
  shuffle: PaperShuffle,
): T[] {
  if (!shuffle.shuffleSubjects && !shuffle.shuffleOptions) return [...subjects];
  const order = attemptOrder(
    seed,
    subjects.map((subject) => ({
      id: subject.id,
      subjectType: subject.subjectType as SubjectType,
      optionKeys: subject.options.map((option) => option.key),
      keepOptionOrder: subject.keepOptionOrder,
    })),
    shuffle,
  );
  const byId = new Map(subjects.map((subject) => [subject.id, subject]));
  return order.subjectIds.map((id, index) => {
    const subject = byId.get(id) as T;
    const optionOf = new Map(subject.options.map((option) => [option.key, option]));
    const options = (order.optionKeys.get(id) ?? []).map((key) => optionOf.get(key) as SubjectOption);
    return { ...subject, position: index + 1, options };
  });
}
