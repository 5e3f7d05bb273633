import { z } from 'zod';
import { AUTH_CODE_LENGTH } from '../constants';
import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { instantSchema } from './primitives';
import { isRecord, listOf, type RawRecord, readValid, recordsOf } from './raw';
import { examRuleWords } from './rule-words';
import { findSubjectIssues } from './subject-rules';

const numberSchema = z.number();
const { say } = examRuleWords;
type Issue = (path: string, saying: IssueSaying) => void;

/** Fields of one entry read on their own: a rule runs whenever the fields it compares are valid. */
function reader(entry: RawRecord, now: Date) {
  const instant = instantSchema(now);
  return {
    time: (field: string) => readValid(instant, entry[field]),
    number: (field: string, fallback?: number) => readValid(numberSchema, entry[field]) ?? fallback,
  };
}

function checkOrder(issue: Issue, entry: RawRecord, now: Date, at: string, begin: string, end: string) {
  const read = reader(entry, now);
  const [from, to] = [read.time(begin), read.time(end)];
  if (from && to && from >= to) issue(`${at}.${end}`, say('after', { field: begin }));
}

function checkSessions(issue: Issue, exam: RawRecord, now: Date, at: string) {
  const [examBegin, examEnd] = [reader(exam, now).time('beginTime'), reader(exam, now).time('endTime')];
  // An inverted exam window is reported once; it cannot bound its sessions.
  const isWindowValid = !(examBegin && examEnd && examBegin >= examEnd);
  recordsOf(exam.sessions).forEach((session, s) => {
    const sessionAt = `${at}.sessions[${s}]`;
    const read = reader(session, now);
    checkOrder(issue, session, now, sessionAt, 'beginTime', 'endTime');
    checkOrder(issue, session, now, sessionAt, 'appointmentOpenBeginTime', 'appointmentOpenEndTime');
    checkOrder(issue, session, now, sessionAt, 'cancelAppointmentBeginTime', 'cancelAppointmentEndTime');
    // The exam window bounds its sessions; a session outside it would be open while the exam is not.
    const [begin, end] = [read.time('beginTime'), read.time('endTime')];
    if (!isWindowValid) return;
    if (begin && examBegin && begin < examBegin) issue(`${sessionAt}.beginTime`, say('beforeExamBegin'));
    if (end && examEnd && end > examEnd) issue(`${sessionAt}.endTime`, say('afterExamEnd'));
  });
}

/** What a paper's subject scores add up to, in cents so 0.1 + 0.2 adds up to 0.3. */
export function scoreTotal(scores: readonly number[]): number {
  return scores.reduce((sum, score) => sum + Math.round(score * 100), 0) / 100;
}

function checkPapers(issue: Issue, exam: RawRecord, at: string, paperScore: number) {
  recordsOf(exam.papers).forEach((paper, p) => {
    const subjects = recordsOf(paper.subjects);
    subjects.forEach((subject, s) => {
      for (const { path, ...saying } of findSubjectIssues(subject, `${at}.papers[${p}].subjects[${s}]`))
        issue(path, saying);
    });
    const scores = subjects.map((subject) => readValid(numberSchema, subject.score));
    if (subjects.length === 0 || scores.some((score) => score === undefined)) return;
    const total = scoreTotal(scores.map((score) => score ?? 0));
    if (total !== paperScore) issue(`${at}.papers[${p}].subjects`, say('scoresTotal', { total, paperScore }));
  });
}

function checkAttempts(issue: Issue, exam: RawRecord, now: Date, at: string, paperScore: number) {
  recordsOf(exam.attempts).forEach((attempt, i) => {
    const attemptAt = `${at}.attempts[${i}]`;
    const read = reader(attempt, now);
    const [start, submitted] = [read.time('startAnswerTime'), read.time('submittedAt')];
    if (start && submitted && submitted < start)
      issue(`${attemptAt}.submittedAt`, say('notBefore', { field: 'startAnswerTime' }));
    if (submitted && submitted > now) issue(`${attemptAt}.submittedAt`, say('endsInFuture'));
    const score = read.number('score');
    if (attempt.status === 'graded' && attempt.score === undefined)
      issue(`${attemptAt}.score`, say('gradedNeedsScore'));
    if (score !== undefined && score > paperScore)
      issue(`${attemptAt}.score`, say('overPaperScore', { paperScore }));
  });
}

/** The exam's own settings that need a companion: sessions for organizeForm 2, a code for authCodeFlag, … */
function checkSettings(issue: Issue, exam: RawRecord, at: string, paperScore: number) {
  const hasSessions = listOf(exam.sessions).length > 0;
  const organizeForm = exam.organizeForm ?? 1;
  if (organizeForm === 2 && !hasSessions) issue(`${at}.sessions`, say('sessionsNeeded'));
  if (organizeForm === 1 && hasSessions) issue(`${at}.organizeForm`, say('sessionsNeedOrganizeForm'));
  if (exam.examAppointment === 1 && organizeForm !== 2)
    issue(`${at}.examAppointment`, say('appointmentNeedsOrganizeForm'));
  if (exam.isRedemptionCode === 1 && exam.examAppointment !== 1)
    issue(`${at}.isRedemptionCode`, say('redemptionNeedsAppointment'));
  if (listOf(exam.redemptionCodes).length > 0 && exam.isRedemptionCode !== 1)
    issue(`${at}.redemptionCodes`, say('codesNeedRedemption'));
  if (
    exam.authCodeFlag === 1 &&
    (typeof exam.authCode !== 'string' || exam.authCode.length !== AUTH_CODE_LENGTH)
  )
    issue(`${at}.authCode`, say('authCodeLength', { length: AUTH_CODE_LENGTH }));
  const passScore = readValid(numberSchema, exam.passScore) ?? 60;
  if (passScore > paperScore) issue(`${at}.passScore`, say('overPaperScore', { paperScore }));
}

/**
 * Rules between fields of each exam, its sessions, papers and past attempts. Each rule reads only the fields it
 * compares, so it is reported even when other parts of the same exam are wrong.
 */
export function findExamRuleIssues(input: unknown, now: Date): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const issue: Issue = (path, saying) => issues.push({ path, ...saying });
  const exams = isRecord(input) ? recordsOf(input.exams) : [];
  exams.forEach((exam, e) => {
    const at = `exams[${e}]`;
    const paperScore = readValid(numberSchema, exam.paperScore) ?? 100;
    checkOrder(issue, exam, now, at, 'beginTime', 'endTime');
    checkSettings(issue, exam, at, paperScore);
    checkSessions(issue, exam, now, at);
    checkPapers(issue, exam, at, paperScore);
    checkAttempts(issue, exam, now, at, paperScore);
  });
  return issues;
}
