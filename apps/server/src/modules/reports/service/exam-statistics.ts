import { isAnswered } from '@iexam/domain/answers';
import {
  answerStatistics,
  type GradedSubjectTags,
  itemAnalysis,
  knowledgeMastery,
} from '@iexam/domain/results';
import { isMachineGradedOnSubmit, SUBJECT_TYPE, type SubjectType } from '@iexam/domain/subjects';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findExamSubjects, findGradedAnswers, findGradedAttempts, findKnowledgeTags } from '../repo';
import { requireReportExam } from './list-results';

type Subject = Awaited<ReturnType<typeof findExamSubjects>>[number];
type Answer = Awaited<ReturnType<typeof findGradedAnswers>>[number];

const isChoice = (type: number) => type === SUBJECT_TYPE.singleChoice || type === SUBJECT_TYPE.multipleChoice;

/** Subjects by key across the exam's paper versions (a revised paper keeps its subjects' keys). */
function groupByKey(subjects: Subject[]) {
  const byKey = new Map<string, Subject[]>();
  for (const subject of subjects) byKey.set(subject.key, [...(byKey.get(subject.key) ?? []), subject]);
  return byKey;
}

/**
 * Per-question statistics of an exam's graded attempts (issue 21), each subject key over every paper version:
 * difficulty and discrimination (itemAnalysis), the choices made and the correct rate (answerStatistics); and the
 * class's mastery of each knowledge point (knowledgeMastery over every graded attempt's subjects).
 */
export async function getExamStatistics(db: Db, staff: Staff, examId: number, now: Date) {
  await requireReportExam(db, staff, examId, now);
  const [subjects, attempts, answers] = await Promise.all([
    findExamSubjects(db, staff.schoolId, examId),
    findGradedAttempts(db, staff.schoolId, examId),
    findGradedAnswers(db, staff.schoolId, examId),
  ]);
  const answerOf = new Map<string, Answer>(answers.map((a) => [`${a.examResultId}:${a.subjectId}`, a]));
  const subjectsOfPaper = new Map<number, Subject[]>();
  for (const subject of subjects)
    subjectsOfPaper.set(subject.paperId, [...(subjectsOfPaper.get(subject.paperId) ?? []), subject]);
  // Each attempt's subjects with what it earned on them: one row per (attempt, subject) it had.
  const taken = attempts.flatMap((attempt) =>
    (subjectsOfPaper.get(attempt.paperId) ?? []).map((subject) => ({
      attempt,
      subject,
      answer: answerOf.get(`${attempt.id}:${subject.id}`),
    })),
  );
  const questions = [...groupByKey(subjects).entries()].map(([key, versions], index) => {
    const first = versions[0] as Subject;
    const ids = new Set(versions.map((version) => version.id));
    const own = taken.filter((row) => ids.has(row.subject.id));
    const analysis = itemAnalysis(
      own.map((row) => ({ total: row.attempt.score ?? 0, earned: row.answer?.score ?? 0 })),
      first.score,
    );
    const [counted] = answerStatistics(
      [
        {
          subjectId: index,
          isChoice: isChoice(first.subjectType),
          optionKeys: first.options.map((o) => o.key),
        },
      ],
      own.length,
      own.map((row) => ({
        subjectId: index,
        answer: row.answer?.answer ?? null,
        isCorrect: row.answer?.isCorrect ?? null,
      })),
    );
    return {
      key,
      title: first.subjectTitle,
      subjectType: first.subjectType,
      score: first.score,
      n: analysis.n,
      answered: own.filter((row) => row.answer && isAnswered(row.answer.answer)).length,
      difficulty: analysis.difficulty,
      discrimination: analysis.discrimination,
      optionCounts: isChoice(first.subjectType) ? (counted?.optionCounts ?? {}) : null,
      // An essay or a program is scored, not right or wrong: its difficulty says how it went.
      correctRate:
        own.length === 0 || !isMachineGradedOnSubmit(first.subjectType as SubjectType)
          ? null
          : Math.round(((counted?.correctRate ?? 0) / 100) * 10_000) / 10_000,
    };
  });
  return { attempts: attempts.length, questions, knowledge: await classMastery(db, staff.schoolId, taken) };
}

async function classMastery(
  db: Db,
  schoolId: string,
  taken: { subject: Subject; answer: Answer | undefined }[],
) {
  const subjectIds = [...new Set(taken.map((row) => row.subject.id))];
  const tags = subjectIds.length === 0 ? [] : await findKnowledgeTags(db, schoolId, subjectIds);
  const pointsOf = new Map<number, number[]>();
  for (const tag of tags) pointsOf.set(tag.subjectId, [...(pointsOf.get(tag.subjectId) ?? []), tag.id]);
  const graded: GradedSubjectTags[] = taken.map((row) => ({
    subjectId: row.subject.id,
    earned: row.answer?.score ?? 0,
    possible: row.subject.score,
    knowledgePointIds: pointsOf.get(row.subject.id) ?? [],
    abilities: [],
  }));
  const pointOf = new Map(tags.map((tag) => [tag.id, tag]));
  const keyOf = new Map(taken.map((row) => [row.subject.id, row.subject.key]));
  return knowledgeMastery(graded).map((entry) => {
    const point = pointOf.get(entry.knowledgePointId);
    // A subject key counts once however many paper versions carry it.
    const subjectKeys = new Set(
      tags.filter((tag) => tag.id === entry.knowledgePointId).map((tag) => keyOf.get(tag.subjectId)),
    );
    return {
      key: point?.key ?? '',
      name: point?.name ?? '',
      mastery: Math.round(entry.mastery * 100) / 10_000,
      subjects: subjectKeys.size,
    };
  });
}
