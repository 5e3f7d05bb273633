import type { ExamDefinitionExam, Stated } from '@iexam/domain/exam-definition';
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
import { countChanges, countLinks, countRow, type ImportSummary } from './summary';

/**
 * One exam with its rules, groups, courses, sessions, accommodations, codes, open links, papers and past attempts;
 * returns the exam's id. With `stated` (a file's import), an exam or session the school has gets only the fields
 * the file states, and a link list the file leaves out is left as it is; without it (the console's edit, which
 * sends the whole exam) the exam becomes exactly `exam`.
 */
export async function importExam(
  db: DbOrTx,
  schoolId: string,
  schoolTimezoneHours: number,
  exam: ExamDefinitionExam,
  keys: SchoolKeys,
  summary: ImportSummary,
  stated?: { fields: Stated; sessions: Stated[] },
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
  const synced = await syncExam(
    db,
    schoolId,
    { ...fields, timezoneHours: fields.timezoneHours ?? schoolTimezoneHours },
    stated?.fields,
  );
  countChanges(summary, 'exams', exam.key, synced);
  const examId = synced.id;
  // A list the file leaves out is not an empty list: for a new exam both are nothing, for a configured one the
  // first keeps what it has.
  const lists = (field: string) => stated === undefined || stated.fields.has(field);

  if (lists('examRuleList'))
    countLinks(summary, 'examRules', await setExamRules(db, schoolId, examId, examRuleList));
  const groupIds = groups.map((group) => idFor(keys.groups, group));
  if (lists('groups')) countLinks(summary, 'examGroups', await setExamGroups(db, schoolId, examId, groupIds));
  const courseIds = courses.map((course) => idFor(keys.courses, course));
  if (lists('courses'))
    countLinks(summary, 'examCourses', await setExamCourses(db, schoolId, examId, courseIds));
  const accommodationRows = accommodations.map(({ user, ...rest }) => ({
    userId: idFor(keys.users, user),
    ...rest,
  }));
  if (lists('accommodations'))
    countLinks(summary, 'accommodations', await setAccommodations(db, schoolId, examId, accommodationRows));
  if (lists('redemptionCodes'))
    countLinks(
      summary,
      'redemptionCodes',
      await setUnusedRedemptionCodes(db, schoolId, examId, redemptionCodes),
    );

  const sessionIds = new Map<string, number>();
  for (const [index, { groups: sessionGroupKeys, ...session }] of sessions.entries()) {
    const sessionStated = stated?.sessions[index];
    const syncedSession = await syncSession(db, schoolId, examId, session, sessionStated);
    countChanges(summary, 'sessions', `${exam.key}/${session.key}`, syncedSession);
    const id = syncedSession.id;
    sessionIds.set(session.key, id);
    if (sessionStated !== undefined && !sessionStated.has('groups')) continue;
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
