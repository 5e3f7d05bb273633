/**
 * The exam's answer time starts when its commitment letter is accepted, not when the attempt was created (issue 17
 * defect 10): the minutes spent reading the letter are given back, up to the session's and the exam's end. The start
 * fixed `deadline` as the earliest of start + answer time and those ends, so moving the start moves the first and
 * leaves the ends where they are.
 */
export function deadlineAfterLetter(input: {
  startedAt: Date;
  deadline: Date;
  acceptedAt: Date;
  sessionEnd: Date | null;
  examEnd: Date | null;
}): Date {
  const readingMs = Math.max(0, input.acceptedAt.getTime() - input.startedAt.getTime());
  return new Date(
    Math.min(
      input.deadline.getTime() + readingMs,
      input.sessionEnd?.getTime() ?? Number.POSITIVE_INFINITY,
      input.examEnd?.getTime() ?? Number.POSITIVE_INFINITY,
    ),
  );
}
