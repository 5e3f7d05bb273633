import { DEFAULT_MEMORY_LIMIT_MB, DEFAULT_OUTPUT_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from '@iexam/domain/judge';
import { CONTENT_TYPE, SUBJECT_TYPE } from '@iexam/domain/subjects';
import type { Db } from '../../../db/client';
import { findSampleCases } from '../repo';
import type { getPaperSubjects } from './paper-subjects';

type PaperSubject = Awaited<ReturnType<typeof getPaperSubjects>>[number];
type SampleCase = Awaited<ReturnType<typeof findSampleCases>>[number];

/** The sample cases of a paper's code subjects, the only cases a candidate (or a previewing staff member) sees. */
export function findSamplesOfSubjects(db: Db, schoolId: string, subjects: readonly PaperSubject[]) {
  return findSampleCases(
    db,
    schoolId,
    subjects.filter((subject) => subject.subjectType === SUBJECT_TYPE.code).map((subject) => subject.id),
  );
}

/**
 * One subject as the answer page draws it: shared by answerDetails and examPreview, so a preview shows the paper
 * exactly as candidates will get it. Never the correct answer: the preview adds that itself, for staff only.
 */
export function presentSubjectForAnswering(subject: PaperSubject, samples: readonly SampleCase[]) {
  return {
    subjectId: subject.id,
    position: subject.position,
    subjectType: subject.subjectType,
    subjectTitle: subject.subjectTitle,
    subjectTitleContentType: subject.subjectTitleContentType ?? CONTENT_TYPE.plain,
    score: subject.score,
    options: subject.options,
    // Fill-in: how many blanks to draw; the accepted answers stay on the server.
    blankCount:
      subject.subjectType === SUBJECT_TYPE.fillIn && Array.isArray(subject.correctAnswer)
        ? subject.correctAnswer.length
        : 0,
    codeLanguages: subject.codeLanguages,
    // Code: the limits every case runs under (the judge's defaults where the subject names none), shown to the
    // candidate on the question.
    ...codeLimitsOf(subject),
    sampleCases: samples
      .filter((sample) => sample.subjectId === subject.id)
      .map(({ input, expectedOutput }) => ({ input, expectedOutput })),
  };
}

function codeLimitsOf(subject: PaperSubject) {
  if (subject.subjectType !== SUBJECT_TYPE.code)
    return { timeLimitMs: null, memoryLimitMb: null, outputLimitKb: null };
  return {
    timeLimitMs: subject.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: subject.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB,
    outputLimitKb: subject.outputLimitKb ?? DEFAULT_OUTPUT_LIMIT_KB,
  };
}
