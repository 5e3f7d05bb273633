import type { SubjectType } from '@iexam/domain/subjects';
import type { Db, DbOrTx } from '../../../db/client';
import { readThrough } from '../../../db/process-cache';
import { embedVideosInSubjects } from '../../media/service/embed-videos-in-subjects';
import { findPaperIds, findSubjectsOfPaper } from '../repo';

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
