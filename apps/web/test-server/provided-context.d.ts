import 'vitest';

declare module 'vitest' {
  /** Given by test-server/global-setup.ts: the real server page tests talk to. */
  export interface ProvidedContext {
    /** Open-link visitors (open-link-data.ts): one identity per test, and an exam with a shared code. */
    openLink: {
      examId: number;
      commonExamId: number;
      commonCode: string;
      codes: Record<'start' | 'accept' | 'reject' | 'unchecked' | 'refused', string>;
    };
    apiUrl: string;
    schoolId: string;
    candidateToken: string;
    /** Exams of the exam information page tests. */
    examIds: { info: number; private: number; deleted: number; open: number; push: number };
    openIdentifyCode: string;
    /** The start-flow and booking exams, candidates (a token each) and codes (start-and-booking-data.ts). */
    startAndBooking: {
      tokens: Record<
        'starter' | 'authStarter' | 'busy' | 'refused' | 'booker' | 'lateBooker' | 'schoolLed',
        string
      >;
      exams: Record<'notice' | 'authCode' | 'tipsOne' | 'booking', number>;
      sessions: Record<'open' | 'cancelPassed', number>;
      authCode: string;
      redemptionCode: string;
    };
    /** The answer page's exam, subjects and attempts (answer-page-data.ts). */
    answerPage: {
      /** The answer page's own candidate, so its running attempts never block the start-flow tests. */
      token: string;
      /** The test server's database: a test acts as staff on an attempt there (issue 21: a moved deadline). */
      databaseUrl: string;
      /** The exam of the pageAnswer attempt, whose subject ids follow. */
      examId: number;
      subjectIds: Record<'single' | 'multiple' | 'judgement' | 'fill' | 'code' | 'essay', number>;
      attempts: Record<
        | 'engineSync'
        | 'engineTakeOver'
        | 'engineOffline'
        | 'pageAnswer'
        | 'pageHandIn'
        | 'pageClock'
        | 'pageTakeOver'
        | 'pageServerRead'
        | 'pageEnglish'
        | 'pageStaff'
        | 'pageLastSecond'
        | 'graded'
        | 'letter'
        | 'switching'
        | 'lastLeave',
        number
      >;
    };
    /** SPEC §4 preview (preview-data.ts): staff and a candidate (a token each) and an exam with notice and code. */
    preview: { examId: number; adminToken: string; candidateToken: string };
    /** The live monitor (monitor-data.ts): an exam with a running and a booked candidate, and its proctor. */
    monitor: { examId: number; proctorToken: string };
    /** The grading screen's exams, their essays and a grader assigned to both (grading-data.ts). */
    grading: {
      examId: number;
      essaySubjectId: number;
      /** An exam whose essay, worth 25 points, two candidates wrote: the score box's exactness (issue 40). */
      exact: { examId: number; essaySubjectId: number };
      graderToken: string;
    };
    /** The result page's candidate, attempts and open-link visitor (result-page-data.ts). */
    resultPage: {
      token: string;
      attempts: Record<
        'flag0' | 'flag1' | 'flag2' | 'flag5' | 'grading' | 'reviewLater' | 'stranger' | 'feedback',
        { examId: number; examResultId: number }
      >;
      open: { examId: number; examResultId: number; identifyCode: string; token: string };
    };
  }
}
