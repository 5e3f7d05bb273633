import {
  type ExamInfo,
  START_BUTTON_RULE_CASES,
  type StartButtonInput,
  startButtonInputFor,
  startButtonState,
} from '@iexam/domain/exam-info';
import { beforeAll, describe, expect, it } from 'vitest';
import { examRules, sessionGroups } from '../../db/schema';
import { type TestApp, useTestApp } from '../../test/build-app';
import {
  createAttempt,
  createExam,
  createGroup,
  createSchool,
  createSession,
  createUser,
} from '../../test/factories';

const NOW = new Date('2026-06-03T02:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);
const DAY = 86_400;

/**
 * Builds, through the database, an exam whose info answer should drive the start button into the case's state:
 * the same table as the domain and page tests (SPEC §4 Start-button state), here proving the server computes the
 * inputs (invitation, grading, limits, countdown, booking) the rules read.
 */
async function arrangeCase(app: TestApp, input: StartButtonInput) {
  const db = app.database.db;
  const school = await createSchool(db);
  const user = await createUser(db, school.id);
  const outsiders = await createGroup(db, school.id);
  const window = (() => {
    switch (input.examInfoStatus) {
      case -3:
        return { beginTime: seconds(-3 * DAY), endTime: seconds(-DAY), isSharedExam: 1 };
      case -2:
        return { beginTime: seconds(-3 * DAY), endTime: seconds(-DAY) };
      case -1:
        // A countdown already at 0 on the page is an exam that has begun by the server's clock.
        return input.countdownSeconds > 0
          ? { beginTime: seconds(input.countdownSeconds), endTime: seconds(input.countdownSeconds + DAY) }
          : { beginTime: NOW, endTime: seconds(DAY) };
      default:
        return { beginTime: seconds(-3600), endTime: seconds(DAY) };
    }
  })();
  const exam = await createExam(db, school.id, {
    ...window,
    isThird: input.isThird,
    clientType: input.clientType,
    isPublic: input.isPublic,
    examAppointment: input.examAppointment,
    isAllowIdAuth: input.needsVerification ? 1 : 0,
    groupIds: input.isPublic === 0 && input.userExamStatus === 2 ? [outsiders.id] : [],
  });
  if (input.isPublic === 2 || input.examAppointment === 1) {
    const session = await createSession(db, exam, {
      beginTime: window.beginTime,
      endTime: window.endTime,
      capacity: 10,
      remainderNum: input.appointmentState === 'full' ? 0 : 10,
      appointmentOpenBeginTime: seconds(-DAY),
      appointmentOpenEndTime: seconds(DAY),
    });
    if (input.isPublic === 2)
      await db
        .insert(sessionGroups)
        .values({ schoolId: school.id, sessionId: session.id, groupId: outsiders.id });
  }
  for (const rule of input.examRuleList) {
    await db.insert(examRules).values({ schoolId: school.id, examId: exam.id, ...rule });
    for (let used = 0; used < rule.actualValue; used += 1)
      await createAttempt(db, exam, { userId: user.id, startAnswerTime: seconds(-60 * (used + 1)) });
  }
  if (input.isScoring === 1)
    await createAttempt(db, exam, {
      userId: user.id,
      status: 'grading',
      isScoring: 1,
      score: null,
      isPassed: null,
    });
  return { exam, user };
}

describe('SPEC §4 start button from the exam info the server sends (the shared case table)', () => {
  const holder = useTestApp({ clock: () => NOW });
  const answers = new Map<string, ExamInfo>();

  beforeAll(async () => {
    for (const testCase of START_BUTTON_RULE_CASES) {
      const { exam, user } = await arrangeCase(holder.app, testCase.input);
      const response = await holder.app.injectAs(
        { user },
        { method: 'GET', url: `/api/iexam/userexam/v1/exams/${exam.id}` },
      );
      expect(response.statusCode, testCase.rule).toBe(200);
      answers.set(testCase.rule, response.json().data);
    }
  });

  it.each(START_BUTTON_RULE_CASES)('$rule', ({ rule, input, expected }) => {
    const info = answers.get(rule) as ExamInfo;
    const state = startButtonState(
      startButtonInputFor(info, {
        isDesktopClient: input.isDesktopClient,
        countdownSeconds: info.countdown,
        now: new Date(info.now),
      }),
    );
    expect(state.kind).toBe(expected);
  });
});
