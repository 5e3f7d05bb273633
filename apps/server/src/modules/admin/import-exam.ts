import type { ExamDefinitionExam } from '@iexam/domain/exam-definition';
import { gradePastAttempt } from '@iexam/domain/grading';
import type { SubjectType } from '@iexam/domain/subjects';
import type { DbOrTx } from '../../db/client';
import { importPapers } from './import-papers';
import { idFor, type SchoolKeys } from './import-school';
import {
  setAccommodations,
  setExamCourses,
  setExamGroups,
  setExamRules,
  setPastAnswers,
  setSessionGroups,
  setUnusedRedemptionCodes,
  syncExam,
  syncOpenCandidate,
  syncPastAttempt,
  syncSession,
} from './repo-exams';
import { countLinks, countRow, type ImportSummary } from './summary';

/**
 * One exam with its rules, groups, courses, sessions, accommodations, codes, open links, papers and past attempts;
 * returns the exam's id.
 */
export async function importExam(
  db: DbOrTx,
  schoolId: string,
  schoolTimezoneHours: number,
  exam: ExamDefinitionExam,
  keys: SchoolKeys,
  summary: ImportSummary,
): Promise<number> {
  const {
    examRuleList,
    groups,
    courses,
    sessions,
    accommodations,
    redemptionCodes,
    openLinks,
    papers,
    attempts,
    ...fields
  } = exam;
  const synced = await syncExam(db, schoolId, {
    ...fields,
    timezoneHours: fields.timezoneHours ?? schoolTimezoneHours,
  });
  countRow(summary, 'exams', synced.outcome);
  const examId = synced.id;

  countLinks(summary, 'examRules', await setExamRules(db, schoolId, examId, examRuleList));
  const groupIds = groups.map((group) => idFor(keys.groups, group));
  countLinks(summary, 'examGroups', await setExamGroups(db, schoolId, examId, groupIds));
  const courseIds = courses.map((course) => idFor(keys.courses, course));
  countLinks(summary, 'examCourses', await setExamCourses(db, schoolId, examId, courseIds));
  const accommodationRows = accommodations.map(({ user, ...rest }) => ({
    userId: idFor(keys.users, user),
    ...rest,
  }));
  countLinks(summary, 'accommodations', await setAccommodations(db, schoolId, examId, accommodationRows));
  countLinks(
    summary,
    'redemptionCodes',
    await setUnusedRedemptionCodes(db, schoolId, examId, redemptionCodes),
  );

  const sessionIds = new Map<string, number>();
  for (const { groups: sessionGroupKeys, ...session } of sessions) {
    const { outcome, id } = await syncSession(db, schoolId, examId, session);
    countRow(summary, 'sessions', outcome);
    sessionIds.set(session.key, id);
    const sessionGroupIds = sessionGroupKeys.map((group) => idFor(keys.groups, group));
    countLinks(summary, 'sessionGroups', await setSessionGroups(db, schoolId, id, sessionGroupIds));
  }

  for (const { session, ...link } of openLinks) {
    const sessionId = session === undefined ? null : idFor(sessionIds, session);
    countRow(
      summary,
      'openCandidates',
      await syncOpenCandidate(db, schoolId, { ...link, examId, sessionId }),
    );
  }

  const { paperIds, subjectIds } = await importPapers(db, schoolId, examId, papers, keys, summary);

  for (const { key, user, session, paper, status, answers, startAnswerTime, submittedAt } of attempts) {
    // The deadline an attempt had: its start plus the answer time, never before it was handed in.
    const deadline = new Date(
      Math.max(startAnswerTime.getTime() + fields.examSettingTime * 60_000, submittedAt.getTime()),
    );
    // The record is what its answers give, graded as a hand-in would (the file was checked to say the same).
    const subjects = papers.find((candidate) => candidate.key === paper)?.subjects ?? [];
    const graded = gradePastAttempt(
      subjects.map((subject) => ({
        ...subject,
        subjectType: subject.subjectType as SubjectType,
        correctAnswer: subject.correctAnswer ?? null,
      })),
      answers,
      fields.passScore,
    );
    const { outcome, id } = await syncPastAttempt(db, schoolId, examId, {
      importKey: key,
      userId: idFor(keys.users, user),
      sessionId: session === undefined ? null : idFor(sessionIds, session),
      paperId: idFor(paperIds, paper),
      status,
      score: status === 'submitted' ? null : graded.score,
      isPassed: status === 'submitted' ? null : graded.isPassed,
      isScoring: status === 'grading' ? 1 : 0,
      startAnswerTime,
      submittedAt,
      deadline,
    });
    countRow(summary, 'attempts', outcome);
    const idsOfPaper = subjectIds.get(paper);
    const rows = graded.answers.map(({ key: subjectKey, answer, grade, isByHand }) => ({
      subjectId: idFor(idsOfPaper ?? new Map(), subjectKey),
      answer: answer ?? null,
      // Handed in: no save can follow, so the first seq is as good as any.
      seq: 0,
      savedAt: submittedAt,
      score: grade.isMachineGraded ? grade.score : null,
      isCorrect: grade.isMachineGraded ? grade.isCorrect : null,
      gradedAt: isByHand ? submittedAt : null,
    }));
    countLinks(summary, 'answers', await setPastAnswers(db, schoolId, id, rows));
  }
  return examId;
}
