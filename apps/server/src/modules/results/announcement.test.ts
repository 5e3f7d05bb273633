import { beforeAll, describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';
import { createResultAttempt, NOW, type Owner } from './results-fixture';

/** Every call that says something of an attempt's outcome, as its candidate calls it. */
const resultCalls = (attempt: { id: number; examId: number }) => [
  { method: 'GET' as const, url: `/api/iexam/userexam/achievement/${attempt.id}/${attempt.examId}` },
  { method: 'GET' as const, url: `/api/iexam/useranswer/v1/result/${attempt.id}` },
  { method: 'GET' as const, url: `/api/iexam/useranswer/v1/examResults/review/${attempt.id}` },
  { method: 'GET' as const, url: `/api/iexam/subject/v1/getKnowledgeGraph/${attempt.id}` },
  { method: 'GET' as const, url: `/api/iexam/subject/v1/getKnowledgeGraph/${attempt.id}/2` },
  { method: 'GET' as const, url: `/api/iexam/subject/v1/getAbilityGraph/${attempt.id}` },
  { method: 'GET' as const, url: `/api/iexam/subject/v1/getStuAnswerStatistics/${attempt.id}` },
  { method: 'GET' as const, url: `/api/iexam/subject/v1/programAnalysis/${attempt.id}` },
  {
    method: 'POST' as const,
    url: '/api/personal-center/positionevaluation/summary-userexam-information',
    payload: { examId: attempt.examId },
  },
];

describe('what results calls let out of a hidden outcome (SPEC §3 examResultFlag, issue 6 review)', () => {
  const given = useSchool({ clock: () => NOW });
  let owners: Array<[string, () => Promise<Owner>]>;

  beforeAll(async () => {
    owners = [
      ['account', async () => given.newUser()],
      ['open link', async () => 'open link'],
    ];
  });

  const bodiesOf = async (options: Parameters<typeof createResultAttempt>[3]) => {
    const bodies: Array<{ who: string; url: string; status: number; body: string }> = [];
    for (const [name, owner] of owners) {
      const made = await createResultAttempt(given.db(), given.school.id, await owner(), options);
      for (const call of resultCalls(made.attempt)) {
        const response = await given.app.injectAs(made.who, call);
        bodies.push({ who: name, url: call.url, status: response.statusCode, body: response.body });
      }
    }
    return bodies;
  };

  it('flag 1 (score only): no call sends the pass mark or a verdict, so pass/fail cannot be inferred', async () => {
    for (const { who, url, status, body } of await bodiesOf({ exam: { examResultFlag: 1 } })) {
      expect(status, `${who} ${url}`).toBe(200);
      expect(body, `${who} ${url}`).not.toMatch(/"passScore":\d/);
      expect(body, `${who} ${url}`).not.toMatch(/"isPassed":(true|false)/);
    }
  });

  it('flag 0 still shows the pass mark beside the score and the verdict', async () => {
    const [achievement] = await bodiesOf({ exam: { examResultFlag: 0 } });
    expect(JSON.parse(achievement?.body ?? '{}').data).toMatchObject({
      score: 37.5,
      isPassed: false,
      passScore: 60,
    });
  });

  it.each([
    { rule: 'flag 2 (pass/fail only)', options: { exam: { examResultFlag: 2 } } },
    { rule: 'flag 3 (not announced)', options: { exam: { examResultFlag: 3 } } },
    { rule: 'a person still grading', options: { attempt: { status: 'grading' as const, isScoring: 1 } } },
  ])('$rule: nothing of the score leaves any call', async ({ options }) => {
    for (const { who, url, body } of await bodiesOf(options)) {
      expect(body, `${who} ${url}`).not.toContain('37.5');
      expect(body, `${who} ${url}`).not.toMatch(/"(earned|bestScore|correctCount|passScore)":\d/);
      expect(body, `${who} ${url}`).not.toContain('off by one');
    }
  });
});
