import { answerSchemaFor } from '../answers/answer-shape';
import type { ErrorIssue } from '../errors/app-error';
import { gradePastAttempt } from '../grading/past-attempt';
import { isMachineGradedOnSubmit, type SubjectType } from '../subjects';
import type { ExamDefinition } from './definition';
import { pastAttemptWords } from './rule-words';

const { say } = pastAttemptWords;

/**
 * A past attempt's record must be what its answers give (issue 17 defect 8: a demo record of 85 points showed no
 * answer right). Checked on the parsed file, where the papers' subjects are known: each answer names a subject of
 * the attempt's paper, only essays and programs carry a person's score, and the status, score and pass flag are
 * those a hand-in of these answers would give.
 */
export function findPastAttemptIssues(definition: ExamDefinition): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  definition.exams.forEach((exam, e) => {
    exam.attempts.forEach((attempt, a) => {
      const at = `exams[${e}].attempts[${a}]`;
      const paper = exam.papers.find((candidate) => candidate.key === attempt.paper);
      if (!paper) return; // a dangling paper key is reported by the reference check
      const subjectOf = new Map(paper.subjects.map((subject) => [subject.key, subject]));
      let isReadable = true;
      for (const [key, given] of Object.entries(attempt.answers)) {
        const subject = subjectOf.get(key);
        if (!subject) {
          issues.push({ path: `${at}.answers.${key}`, ...say('notOnPaper', { paper: paper.key }) });
          isReadable = false;
        } else if (!answerSchemaFor(subject.subjectType as SubjectType).safeParse(given.answer).success) {
          issues.push({
            path: `${at}.answers.${key}.answer`,
            ...say('notAnAnswer', { type: subject.subjectType }),
          });
          isReadable = false;
        } else if (given.score !== undefined && isMachineGradedOnSubmit(subject.subjectType as SubjectType)) {
          issues.push({ path: `${at}.answers.${key}.score`, ...say('machineGraded') });
          isReadable = false;
        } else if (given.score !== undefined && given.score > subject.score) {
          issues.push({
            path: `${at}.answers.${key}.score`,
            ...say('overSubjectScore', { score: subject.score }),
          });
          isReadable = false;
        }
      }
      if (!isReadable || attempt.status === 'submitted') return;
      const subjects = paper.subjects.map((subject) => ({
        ...subject,
        subjectType: subject.subjectType as SubjectType,
        correctAnswer: subject.correctAnswer ?? null,
      }));
      const result = gradePastAttempt(subjects, attempt.answers, exam.passScore);
      if (attempt.status === 'graded' && !result.isComplete)
        issues.push({ path: `${at}.status`, ...say('scoreMissing') });
      if (attempt.status === 'grading' && result.isComplete)
        issues.push({ path: `${at}.status`, ...say('nothingToGrade') });
      if (attempt.score !== undefined && attempt.score !== result.score)
        issues.push({ path: `${at}.score`, ...say('scoreGiven', { score: result.score }) });
      if (attempt.isPassed !== undefined && result.isPassed !== null && attempt.isPassed !== result.isPassed)
        issues.push({
          path: `${at}.isPassed`,
          ...say('isPassedGiven', {
            score: result.score,
            passScore: exam.passScore,
            isPassed: result.isPassed,
          }),
        });
    });
  });
  return issues;
}
