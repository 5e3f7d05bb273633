import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exams, papers } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import {
  createExam,
  createGroup,
  createPaper,
  createSchool,
  createSession,
  createUser,
  type Exam,
  type ExamFields,
  type User,
} from '../../test/factories';

const NOW = new Date('2026-06-01T08:00:00Z');
const BASE = '/api/admin/v1';
const minutesFrom = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** Issue 40: publishing checks what a candidate needs to start the exam, and names what is missing. */
describe('publishing an exam', () => {
  const holder = useTestApp({ clock: () => NOW });
  let admin: User;
  let candidate: User;
  beforeAll(async () => {
    const school = await createSchool(holder.db());
    admin = await createUser(holder.db(), school.id, { role: 'exam_admin' });
    candidate = await createUser(holder.db(), school.id);
  });
  const publish = (examId: number, query = '') =>
    holder.app.postAs({ user: admin }, `${BASE}/exams/${examId}/publish${query}`, {});
  const statusOf = async (examId: number) => {
    const [row] = await holder.db().select().from(exams).where(eq(exams.id, examId));
    return row?.examStatus;
  };
  const publishAudits = (examId: number) =>
    holder
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `exam:${examId}`), eq(auditLog.action, 'exam.publish')));
  /** `path: messageKey` of each issue of a refusal. */
  const refusalOf = async (examId: number) => {
    const response = await publish(examId);
    expect(response.statusCode, response.body).toBe(409);
    const { code, data } = response.json();
    expect(code).toBe(409);
    expect(data.reason).toBe('EXAM_NOT_READY');
    return data.issues.map(
      (issue: { path: string; messageKey: string }) => `${issue.path}: ${issue.messageKey}`,
    );
  };
  const unpublished = (fields: ExamFields = {}) =>
    createExam(holder.db(), admin.schoolId, { examStatus: 0, ...fields });
  /** An unpublished exam with a paper of one question worth 100, and sessions [begin, end] minutes from NOW. */
  const withPaper = async (fields: ExamFields, sessions: [number, number][] = []) => {
    const exam = await unpublished(fields);
    await createPaper(holder.db(), exam);
    for (const [begin, end] of sessions)
      await createSession(holder.db(), exam, { beginTime: minutesFrom(begin), endTime: minutesFrom(end) });
    return exam;
  };

  it('refuses an exam made in the console without a paper, names it, and publishes once a paper is added', async () => {
    const exam = {
      key: 'no-paper-yet',
      examName: 'No paper yet',
      examSettingTime: 30,
      examStatus: 0,
      papers: [],
    };
    const created = await holder.app.postAs({ user: admin }, `${BASE}/exams`, { exam });
    expect(created.statusCode, created.body).toBe(200);
    const { examId } = created.json().data;

    const refused = await publish(examId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message:
        '1 missing before candidates can start, first: papers: the exam has no paper: a candidate who starts would get no questions',
      data: {
        reason: 'EXAM_NOT_READY',
        field: 'papers',
        issues: [
          {
            path: 'papers',
            message: 'the exam has no paper: a candidate who starts would get no questions',
            messageKey: 'validation.publish.noPaper',
            params: {},
          },
        ],
      },
    });
    // Nothing changed: still hidden from candidates, and no publish in the audit log.
    expect(await statusOf(examId)).toBe(0);
    expect(await publishAudits(examId)).toEqual([]);
    const seen = await holder.app.getAs({ user: candidate }, `/api/iexam/userexam/v1/exams/${examId}`);
    expect(seen.statusCode).toBe(404);

    const paper = {
      key: 'p1',
      name: 'Paper 1',
      subjects: [
        {
          key: 's1',
          subjectType: 3,
          subjectTitle: 'The sky is blue.',
          correctAnswer: true,
          score: 100,
        },
      ],
    };
    const edited = await holder.app.injectAs(
      { user: admin },
      { method: 'PUT', url: `${BASE}/exams/${examId}`, payload: { exam: { ...exam, papers: [paper] } } },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // The console's question before its confirmation: the check passes, and nothing is written yet.
    const dryRun = await publish(examId, '?dryRun=true');
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    expect(dryRun.json().data).toEqual({ examStatus: 1 });
    expect(await statusOf(examId)).toBe(0);

    const published = await publish(examId);
    expect(published.statusCode, published.body).toBe(200);
    expect(await statusOf(examId)).toBe(1);
    expect(await publishAudits(examId)).toHaveLength(1);
    const shown = await holder.app.getAs({ user: candidate }, `/api/iexam/userexam/v1/exams/${examId}`);
    expect(shown.statusCode, shown.body).toBe(200);
  });

  it('a dry run is refused as the publish is, and writes nothing', async () => {
    const exam = await unpublished();
    const response = await publish(exam.id, '?dryRun=true');
    expect(response.statusCode).toBe(409);
    expect(response.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(['papers']);
    expect(await statusOf(exam.id)).toBe(0);
  });

  it.each<{ what: string; make: () => Promise<Exam>; expected: string[] }>([
    {
      what: 'a paper without questions',
      make: async () => {
        const exam = await unpublished();
        await holder
          .db()
          .insert(papers)
          .values({ schoolId: exam.schoolId, examId: exam.id, key: 'empty', name: 'E' });
        return exam;
      },
      expected: ['papers[0].subjects: validation.publish.emptyPaper'],
    },
    {
      what: "a pass score above the paper's total (an import changed the scores and left the paper as it was)",
      make: () => withPaper({ paperScore: 200, passScore: 120 }),
      expected: ['passScore: validation.publish.passScoreOverTotal'],
    },
    {
      what: 'every session over',
      make: () =>
        withPaper({ organizeForm: 2 }, [
          [-120, -60],
          [-60, 0],
        ]),
      expected: ['sessions: validation.publish.sessionsEnded'],
    },
    {
      what: 'sessions (organizeForm 2) without one',
      make: () => withPaper({ organizeForm: 2 }),
      expected: ['sessions: validation.publish.noSession'],
    },
    {
      what: 'an exam window already over',
      make: () => withPaper({ beginTime: minutesFrom(-600), endTime: minutesFrom(-1) }),
      expected: ['endTime: validation.publish.examEnded'],
    },
    {
      what: 'a private exam with no group',
      make: () => withPaper({ isPublic: 0 }),
      expected: ['groups: validation.publish.noExamGroup'],
    },
  ])('refuses $what, naming it at its field', async ({ make, expected }) => {
    const exam = await make();
    expect(await refusalOf(exam.id)).toEqual(expected);
    expect(await statusOf(exam.id)).toBe(0);
    expect(await publishAudits(exam.id)).toEqual([]);
  });

  it('publishes an exam with a session still to come beside one that ended, for its invited group', async () => {
    const group = await createGroup(holder.db(), admin.schoolId, [candidate.id]);
    const exam = await withPaper({ organizeForm: 2, isPublic: 0, groupIds: [group.id] }, [
      [-120, -60],
      [60, 120],
    ]);
    const response = await publish(exam.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(exam.id)).toBe(1);
  });

  it('hides an exam whatever it lacks: unpublishing checks nothing', async () => {
    const exam = await createExam(holder.db(), admin.schoolId, { examStatus: 1 });
    const response = await holder.app.postAs({ user: admin }, `${BASE}/exams/${exam.id}/unpublish`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(exam.id)).toBe(0);
  });
});
