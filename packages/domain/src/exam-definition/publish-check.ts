import type { ErrorIssue } from '../errors/app-error';
import { issueWords } from '../errors/issue-words';
import { EXAM_INFO_STATUS, examInfoStatusAt } from '../exam-info/exam-info-status';
import { IS_PUBLIC } from '../exam-info/invitation';
import { openEntryRefusal } from '../exam-info/open-link';
import { SESSION_STATUS, sessionStatusAt } from '../exam-info/session-status';
import { scoreTotal } from './exam-rules';

/** What the publish check reads of a stored exam: the parts a candidate needs to find it and start it. */
export interface PublishFacts {
  /** An outer exam (SPEC §3 isThird) is taken elsewhere: nobody starts it here, so it needs no paper. */
  isThird: number;
  organizeForm: number;
  beginTime: Date | null;
  endTime: Date | null;
  passScore: number;
  isPublic: number;
  isAllowNologin: string;
  /** Keys of the exam's invited groups. */
  groups: readonly string[];
  sessions: readonly { beginTime: Date; endTime: Date; groups: readonly string[] }[];
  /** The papers new attempts are drawn from (not the versions kept for earlier attempts). */
  papers: readonly { key: string; subjectScores: readonly number[] }[];
}

/** Why an exam cannot be published yet: each names what a candidate would miss. */
export const publishWords = issueWords('publish', {
  noPaper: () => 'the exam has no paper: a candidate who starts would get no questions',
  emptyPaper: ({ paper }: { paper: string }) => `paper '${paper}' has no questions`,
  passScoreOverTotal: ({ paper, total }: { paper: string; total: number }) =>
    `is above what paper '${paper}' adds up to (${total}): nobody could pass`,
  noSession: () => 'organizeForm 2 (multiple sessions): candidates start in a session, and there is none',
  sessionsEnded: () => 'every session has ended: no candidate can start',
  examEnded: () => 'has passed: no candidate can start',
  noExamGroup: () => "private to the exam's groups (isPublic 0), and it names none: nobody is invited",
  noSessionGroup: () =>
    "private to each session's groups (isPublic 2), and no session names one: nobody is invited",
});

/** Every key the publish check may give an issue, for the console's catalogues to hold. */
export const PUBLISH_ISSUE_KEYS = publishWords.keys;

const { say } = publishWords;

function findPaperIssues(exam: PublishFacts): ErrorIssue[] {
  if (exam.isThird === 1) return [];
  if (exam.papers.length === 0) return [{ path: 'papers', ...say('noPaper') }];
  return exam.papers.flatMap((paper, index): ErrorIssue[] => {
    if (paper.subjectScores.length === 0)
      return [{ path: `papers[${index}].subjects`, ...say('emptyPaper', { paper: paper.key }) }];
    // Retakes go round the papers: on any of them the pass score must be reachable.
    const total = scoreTotal(paper.subjectScores);
    if (exam.passScore > total)
      return [{ path: 'passScore', ...say('passScoreOverTotal', { paper: paper.key, total }) }];
    return [];
  });
}

function findTimeIssues(exam: PublishFacts, now: Date): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  if (exam.organizeForm === 2 && exam.sessions.length === 0)
    issues.push({ path: 'sessions', ...say('noSession') });
  // One session still to come is enough: the ended ones stay for the candidates who took them.
  const isEveryEnded = exam.sessions.every(
    (session) => sessionStatusAt(session, now) === SESSION_STATUS.ended,
  );
  if (exam.sessions.length > 0 && isEveryEnded) issues.push({ path: 'sessions', ...say('sessionsEnded') });
  if (examInfoStatusAt(exam, now) === EXAM_INFO_STATUS.ended)
    issues.push({ path: 'endTime', ...say('examEnded') });
  return issues;
}

function findInvitationIssues(exam: PublishFacts): ErrorIssue[] {
  // Open-link visitors skip the group check (SPEC §6), so links alone can bring the candidates.
  if (openEntryRefusal(exam) === null) return [];
  if (exam.isPublic === IS_PUBLIC.private && exam.groups.length === 0)
    return [{ path: 'groups', ...say('noExamGroup') }];
  if (
    exam.isPublic === IS_PUBLIC.privateBySession &&
    !exam.sessions.some((session) => session.groups.length > 0)
  )
    return [{ path: 'sessions', ...say('noSessionGroup') }];
  return [];
}

/**
 * Issue 40: what a candidate would miss if the exam were shown to them now, each at the exam's field: a paper with
 * questions (SPEC §4 start: the attempt is drawn from one), a pass score the paper can reach, a session to start in
 * when the exam runs in sessions (organizeForm 2) and one not yet ended, an exam window not yet over, and somebody
 * invited to a private exam (SPEC §6). Empty when it may be published.
 */
export function findPublishIssues(exam: PublishFacts, now: Date): ErrorIssue[] {
  return [...findPaperIssues(exam), ...findTimeIssues(exam, now), ...findInvitationIssues(exam)];
}
