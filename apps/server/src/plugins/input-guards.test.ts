import { describe, expect, it } from 'vitest';
import { useSchool } from '../test/school-fixture';

/**
 * Client mistakes are 4xx in our envelope, naming what is wrong, never a 500 (issue 18: 59 of 4,255 malformed
 * requests answered 500, 165 answered 400 without naming the field).
 */
describe('malformed requests are refused in our envelope, naming the field', () => {
  const given = useSchool({}, { user: {} });
  const login = (payload: string, contentType = 'application/json') =>
    given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'content-type': contentType, 'x-tenant-id': given.school.id },
      payload,
    });
  const expectRefusal = (
    answer: { statusCode: number; json: () => { message: string; data: { field?: string } } },
    status: number,
    field: string,
  ) => {
    expect(answer.statusCode).toBe(status);
    expect(answer.json().data.field).toBe(field);
    expect(answer.json().message).toContain(field);
  };

  it.each([
    ['a wrong content type is a 415', () => login('<login/>', 'application/xml'), 415, 'body'],
    [
      'a body over 2 MiB is a 413',
      () => login(JSON.stringify({ userName: 'x'.repeat(2_200_000) })),
      413,
      'body',
    ],
    ['broken JSON is a 400', () => login('{"userName": '), 400, 'body'],
    ['an empty JSON body is a 400', () => login(''), 400, 'body'],
  ])('%s naming the body', async (_case, send, status, field) => {
    expectRefusal(await send(), status, field);
  });

  it('a path the router cannot decode (%ff) is a 400 in our envelope', async () => {
    const answer = await given.app.inject({ method: 'GET', url: '/api/iexam/userexam/v1/exams/%ff' });
    expectRefusal(answer, 400, 'path');
    expect(answer.json().code).toBe(400);
  });

  it('a path parameter longer than the router keeps (10,000 characters) is a 400 in our envelope, not a 500', async () => {
    const answer = await given.app.inject({
      method: 'GET',
      url: `/api/iexam/userexam/v1/exams/${'1'.repeat(10_000)}`,
    });
    expectRefusal(answer, 400, 'path');
  });

  it.each([
    ['a login user name', () => login(JSON.stringify({ userName: 'ann\u0000', password: 'x' })), 'userName'],
    [
      'a nested body field',
      () => login(JSON.stringify({ userName: 'ann', password: 'x', extra: { list: ['ok', 'b\u0000d'] } })),
      'extra.list[1]',
    ],
    [
      'a query filter',
      () =>
        given.app.getAs({ user: given.user }, '/api/iexam/reserve/student/v1/exam/list/1/10?examName=a%00b'),
      'examName',
    ],
    [
      "an open link's identifyCode",
      () =>
        given.app.inject({
          method: 'GET',
          url: `/open/api/iexam/userexam/v1/user?tenant_id=${given.school.id}&examId=1&identifyCode=A%00B`,
        }),
      'identifyCode',
    ],
    [
      'a path parameter',
      () => given.app.getAs({ user: given.user }, '/api/iexam/userexam/v1/exams/1%00'),
      'examId',
    ],
  ])('a NUL character in %s is a 400 naming it, before the database sees it', async (_case, send, field) => {
    expectRefusal(await send(), 400, field);
  });

  it('an id beyond the integer column (a 20-digit group id) is a 400 naming the list, not a 500', async () => {
    const answer = await given.app.injectAs(
      { user: given.user },
      {
        method: 'GET',
        url: `/api/ischool/v1/groups/user-in-group?groupConditionIdList=1,${'9'.repeat(20)}`,
      },
    );
    expectRefusal(answer, 400, 'groupConditionIdList');
    const exam = await given.newExam();
    const tooLarge = await given.app.getAs({ user: given.user }, '/api/iexam/userexam/v1/exams/99999999999');
    expect(tooLarge.statusCode).toBe(400);
    expect(
      (
        await given.app.injectAs(
          { user: given.user },
          { method: 'GET', url: `/api/iexam/userexam/v1/exams/${exam.id}` },
        )
      ).statusCode,
    ).toBe(200);
  });
});
