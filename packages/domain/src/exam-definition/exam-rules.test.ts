import { describe, expect, it } from 'vitest';
import { findExamRuleIssues } from './exam-rules';
import { NOW, partsOf, validDefinition } from './test-fixtures';

type Parts = ReturnType<typeof partsOf>;
const issuesAfter = (mutate: (parts: Parts) => void) => {
  const definition = validDefinition();
  mutate(partsOf(definition));
  return findExamRuleIssues(definition, NOW).map((issue) => `${issue.path}: ${issue.message}`);
};

describe('rules between fields of an exam', () => {
  it('a valid file breaks none', () => {
    expect(issuesAfter(() => undefined)).toEqual([]);
  });

  it.each([
    {
      rule: 'an exam ends after it begins',
      mutate: ({ exam }: Parts) => Object.assign(exam, { beginTime: 'now', endTime: 'now' }),
      expected: ['exams[0].endTime: must be after beginTime'],
    },
    {
      rule: 'organizeForm 2 needs a session',
      mutate: ({ exam }: Parts) => Object.assign(exam, { sessions: [], openLinks: [], attempts: [] }),
      expected: ['exams[0].sessions: organizeForm 2 (multiple sessions) needs at least one session'],
    },
    {
      rule: 'sessions need organizeForm 2',
      mutate: ({ exam }: Parts) => Object.assign(exam, { organizeForm: 1 }),
      expected: ['exams[0].organizeForm: sessions need organizeForm 2 (multiple sessions)'],
    },
    {
      rule: 'a session begins inside its exam window',
      mutate: ({ session }: Parts) => Object.assign(session, { beginTime: 'now-2h' }),
      expected: ["exams[0].sessions[0].beginTime: is before the exam's beginTime"],
    },
    {
      rule: 'a session may begin exactly when its exam does',
      mutate: ({ session }: Parts) => Object.assign(session, { beginTime: 'now-1h' }),
      expected: [],
    },
    {
      rule: 'a booking window closes after it opens',
      mutate: ({ session }: Parts) =>
        Object.assign(session, { appointmentOpenBeginTime: 'now', appointmentOpenEndTime: 'now-1m' }),
      expected: ['exams[0].sessions[0].appointmentOpenEndTime: must be after appointmentOpenBeginTime'],
    },
    {
      rule: 'a cancel window closes after it opens',
      mutate: ({ session }: Parts) =>
        Object.assign(session, { cancelAppointmentBeginTime: 'now+1h', cancelAppointmentEndTime: 'now' }),
      expected: ['exams[0].sessions[0].cancelAppointmentEndTime: must be after cancelAppointmentBeginTime'],
    },
    {
      rule: 'appointment mode needs organizeForm 2',
      mutate: ({ exam }: Parts) =>
        Object.assign(exam, {
          organizeForm: 1,
          sessions: [],
          openLinks: [],
          attempts: [],
          examAppointment: 1,
        }),
      expected: ['exams[0].examAppointment: appointment mode books sessions: it needs organizeForm 2'],
    },
    {
      rule: 'redemption codes belong to appointment mode',
      mutate: ({ exam }: Parts) => Object.assign(exam, { isRedemptionCode: 1, redemptionCodes: ['X1'] }),
      expected: [
        'exams[0].isRedemptionCode: redemption codes are part of appointment mode (examAppointment 1)',
      ],
    },
    {
      rule: 'codes without isRedemptionCode are never asked for',
      mutate: ({ exam }: Parts) => Object.assign(exam, { examAppointment: 1, redemptionCodes: ['X1'] }),
      expected: ['exams[0].redemptionCodes: codes are asked for only when isRedemptionCode is 1'],
    },
    {
      rule: 'an authorization code has 6 characters (7 refused)',
      mutate: ({ exam }: Parts) => Object.assign(exam, { authCodeFlag: 1, authCode: '1234567' }),
      expected: ['exams[0].authCode: authCodeFlag 1 needs an authCode of exactly 6 characters'],
    },
    {
      rule: 'an authorization code has 6 characters (6 accepted)',
      mutate: ({ exam }: Parts) => Object.assign(exam, { authCodeFlag: 1, authCode: '123456' }),
      expected: [],
    },
    {
      rule: 'the pass score is at most the paper score',
      mutate: ({ exam }: Parts) => Object.assign(exam, { passScore: 10.5 }),
      expected: ['exams[0].passScore: must not exceed paperScore (10)'],
    },
    {
      rule: 'subject scores add up to the paper score, in cents',
      mutate: ({ exam, subject }: Parts) => {
        Object.assign(subject, { score: 0.1 });
        const second = { ...subject, key: 'q2', score: 0.2 };
        (exam.papers as { subjects: unknown[] }[])[0]?.subjects.push(second);
        Object.assign(exam, { paperScore: 0.3, passScore: 0.2, attempts: [] });
      },
      expected: [],
    },
    {
      rule: 'a past attempt ends before now',
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { submittedAt: 'now+1m' }),
      expected: ['exams[0].attempts[0].submittedAt: a past attempt cannot end in the future'],
    },
    {
      rule: 'a past attempt is submitted after it starts',
      mutate: ({ attempt }: Parts) =>
        Object.assign(attempt, { startAnswerTime: 'now-10m', submittedAt: 'now-20m' }),
      expected: ['exams[0].attempts[0].submittedAt: must not be before startAnswerTime'],
    },
    {
      rule: 'a graded attempt has a score',
      mutate: ({ attempt }: Parts) => delete attempt.score,
      expected: ['exams[0].attempts[0].score: a graded attempt needs a score'],
    },
    {
      rule: 'an attempt scores at most the paper score',
      mutate: ({ attempt }: Parts) => Object.assign(attempt, { score: 11 }),
      expected: ['exams[0].attempts[0].score: must not exceed paperScore (10)'],
    },
  ])('$rule', ({ mutate, expected }) => {
    expect(issuesAfter(mutate)).toEqual(expected);
  });
});
