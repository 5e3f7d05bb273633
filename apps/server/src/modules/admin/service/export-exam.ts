import { findEmbeddedVideoKeys } from '@iexam/domain/exam-definition';
import { type Subject, validateSubject } from '@iexam/domain/question-formats';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { matching, oneOf } from '../../../db/matching';
import { abilityDimensions, courses, groups, knowledgePoints, schools, videos } from '../../../db/schema';
import { readKnowledgePoints } from '../../bank/repo';
import { type ExportFormat, questionFile } from '../../bank/service/export';
import { readExamForEditor } from './read-exam';

type Loose = Record<string, unknown>;

const named = async <T extends typeof groups | typeof knowledgePoints | typeof abilityDimensions>(
  db: Db,
  table: T,
  schoolId: string,
  keys: Set<string>,
) =>
  db
    .select({ key: table.key, name: table.name })
    .from(table as never)
    .where(matching(table as typeof groups, { schoolId, key: oneOf([...keys]) }));

/** Every piece of content that may embed a video: the introduction, titles, explanations and options. */
function contentsOf(exam: Loose & { papers: { subjects: Loose[] }[] }): string[] {
  const subjectTexts = exam.papers.flatMap((paper) =>
    paper.subjects.flatMap((subject) => [
      subject.subjectTitle,
      subject.explanation,
      ...((subject.options as { content: string }[] | undefined) ?? []).map((option) => option.content),
    ]),
  );
  return [exam.examIntroduction, ...subjectTexts].filter((text): text is string => typeof text === 'string');
}

/**
 * The exam as a definition file `POST import` takes as it is: the school's header, the groups (without members:
 * they stay as they are), courses, knowledge points, abilities and videos the exam names, and the exam. No users.
 */
export async function exportExamDefinition(db: Db, schoolId: string, examId: number) {
  const { exam } = await readExamForEditor(db, schoolId, examId);
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  const { createdAt: _created, ...header } = school ?? { id: schoolId, name: schoolId, createdAt: null };
  const subjects = exam.papers.flatMap((paper) => paper.subjects);
  const groupKeys = new Set([...exam.groups, ...exam.sessions.flatMap((session) => session.groups)]);
  const pointKeys = new Set(subjects.flatMap((subject) => subject.knowledgePoints));
  const abilityKeys = new Set(subjects.flatMap((subject) => subject.abilities.map((ability) => ability.key)));
  const videoKeys = new Set(contentsOf(exam).flatMap(findEmbeddedVideoKeys));
  const [groupRows, pointRows, abilityRows, courseRows, videoRows] = await Promise.all([
    named(db, groups, schoolId, groupKeys),
    named(db, knowledgePoints, schoolId, pointKeys),
    named(db, abilityDimensions, schoolId, abilityKeys),
    db
      .select()
      .from(courses)
      .where(matching(courses, { schoolId, key: oneOf(exam.courses) })),
    db
      .select()
      .from(videos)
      .where(matching(videos, { schoolId, key: oneOf([...videoKeys]) })),
  ]);
  const withoutIds = <T extends { schoolId: string; id: number }>({ schoolId: _s, id: _i, ...rest }: T) =>
    Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  return {
    school: header,
    groups: groupRows,
    courses: courseRows.map(withoutIds),
    knowledgePoints: pointRows,
    abilityDimensions: abilityRows,
    videos: videoRows.map(withoutIds),
    exams: [exam],
  };
}

/** The questions of every paper of the exam as a Moodle XML, GIFT or QTI 3.0 file (what the format can carry). */
export async function exportExamQuestions(db: Db, schoolId: string, examId: number, format: ExportFormat) {
  const { exam } = await readExamForEditor(db, schoolId, examId);
  // The editor's subjects are definition subjects (the round-trip test imports them as they are); checked here by the
  // same schema and rules as an import, so a drift between the two fails this export loudly, not a school's import.
  const subjects: Subject[] = exam.papers
    .flatMap((paper) => paper.subjects)
    .map((raw, index) => {
      const { subject, issues } = validateSubject(raw);
      if (!subject)
        throw new Error(
          `exam ${examId}: subject ${index + 1} does not read back as a definition subject: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
        );
      return subject;
    });
  return questionFile(format, subjects, await readKnowledgePoints(db, schoolId), { baseName: exam.key });
}
