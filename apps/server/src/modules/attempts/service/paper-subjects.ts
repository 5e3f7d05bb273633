import type { SubjectType } from '@iexam/domain/subjects';
import type { Db, DbOrTx } from '../../../db/client';
import { readThrough } from '../../../db/process-cache';
import { embedVideosInSubjects } from '../../media/service/embed-videos-in-subjects';
import { findPaperIds, findPaperShuffle, findSubjectsOfPaper } from '../repo';
import { inAttemptOrder } from './attempt-order';

type PaperSubjects = Awaited<ReturnType<typeof findSubjectsOfPaper>>;

/**
 * A paper's subjects in paper order, embedded videos as SPEC §3 descriptors, read once per process (DESIGN §5: the
 * paper is read from the database once per exam, not once per candidate). Shared between requests: callers must not
 * change the rows. A caller inside a transaction passes it as `reader`, so a miss never waits for a second pool
 * connection while holding one.
 */
export function getPaperSubjects(
  db: Db,
  schoolId: string,
  paperId: number,
  reader: DbOrTx = db,
): Promise<Readonly<PaperSubjects>> {
  return readThrough(db, `paper:${schoolId}:${paperId}`, async () =>
    embedVideosInSubjects(reader, schoolId, await findSubjectsOfPaper(reader, schoolId, paperId)),
  );
}

/**
 * The paper's subjects as one attempt shows them (issue 37): its own order, drawn from its seed when the paper
 * shuffles; the paper's flags are read once per process like its subjects.
 */
export async function getAttemptSubjects(
  db: Db,
  schoolId: string,
  attempt: { paperId: number; orderSeed: number },
) {
  const [subjects, shuffle] = await Promise.all([
    getPaperSubjects(db, schoolId, attempt.paperId),
    readThrough(db, `paper-shuffle:${schoolId}:${attempt.paperId}`, () =>
      findPaperShuffle(db, schoolId, attempt.paperId),
    ),
  ]);
  return inAttemptOrder(subjects, attempt.orderSeed, shuffle);
}

/** subjectId → subjectType of a paper, what every answer save validates against. */
export function subjectTypesOfPaper(
  db: Db,
  schoolId: string,
  paperId: number,
  reader: DbOrTx = db,
): Promise<ReadonlyMap<number, SubjectType>> {
  return readThrough(db, `paper-types:${schoolId}:${paperId}`, async () => {
    const subjects = await getPaperSubjects(db, schoolId, paperId, reader);
    return new Map(subjects.map((subject) => [subject.id, subject.subjectType as SubjectType]));
  });
}

/** The exam's paper ids in order (retakes go round them), read once per process like the papers themselves. */
export function getPaperIds(db: Db, schoolId: string, examId: number): Promise<readonly number[]> {
  return readThrough(db, `paper-ids:${schoolId}:${examId}`, () => findPaperIds(db, schoolId, examId));
}
