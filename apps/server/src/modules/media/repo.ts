import { and, eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { exams, papers, subjects, videos } from '../../db/schema';

export async function findVideo(db: DbOrTx, schoolId: string, videoId: number) {
  const [row] = await db
    .select()
    .from(videos)
    .where(matching(videos, { schoolId, id: videoId }));
  return row;
}

export async function findVideosByKeys(db: DbOrTx, schoolId: string, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(videos)
    .where(matching(videos, { schoolId, key: oneOf([...keys]) }));
}

/**
 * Content of the school that mentions the key, with its exam: a cheap text filter. Callers confirm the embedding
 * with findEmbeddedVideoKeys, since a key may also occur as plain text.
 */
export async function findContentMentioning(db: DbOrTx, schoolId: string, key: string) {
  const mentions = (column: SQLWrapper) => sql`strpos(${column}, ${key}) > 0`;
  const [introductions, paperSubjects] = await Promise.all([
    db
      .select({ examId: exams.id, content: exams.examIntroduction })
      .from(exams)
      .where(and(eq(exams.schoolId, schoolId), mentions(exams.examIntroduction))),
    db
      .select({
        examId: papers.examId,
        subjectTitle: subjects.subjectTitle,
        explanation: subjects.explanation,
        options: subjects.options,
      })
      .from(subjects)
      .innerJoin(papers, joinedOn(papers.id, subjects.paperId))
      .where(
        and(
          eq(subjects.schoolId, schoolId),
          or(
            mentions(subjects.subjectTitle),
            mentions(subjects.explanation),
            mentions(sql`${subjects.options}::text`),
          ),
        ),
      ),
  ]);
  return [
    ...introductions.map((row) => ({ examId: row.examId, contents: [row.content] })),
    ...paperSubjects.map((row) => ({
      examId: row.examId,
      contents: [row.subjectTitle, row.explanation, ...row.options.map((option) => option.content)],
    })),
  ];
}
