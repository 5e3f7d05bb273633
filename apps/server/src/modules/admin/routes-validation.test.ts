import { describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';

describe("request-validation refusals carry a message key and its limits, for the console's language (issue 35)", () => {
  const given = useSchool({}, { admin: { role: 'exam_admin' } });

  it('too many rows: the issue names the field, the key and the limit', async () => {
    await given.app.postAs({ user: given.admin }, '/api/admin/v1/groups', { key: 'big', name: 'Big' });
    const rows = Array.from({ length: 5001 }, (_, index) => ({ userName: `u${index}` }));
    const response = await given.app.postAs(
      { user: given.admin },
      '/api/admin/v1/groups/big/members/import',
      {
        rows,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({
      reason: 'VALIDATION_FAILED',
      field: 'rows',
      issues: [
        {
          path: 'rows',
          message: 'Too big: expected array to have <=5000 items',
          messageKey: 'validation.tooBig.array',
          params: { limit: '5000' },
        },
      ],
    });
  });

  it('a name with an invisible character: the issue keeps the key and the character it names', async () => {
    const response = await given.app.postAs({ user: given.admin }, '/api/admin/v1/exams/1/open-links', {
      count: 1,
      namePrefix: 'Seat\u200b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      {
        path: 'namePrefix',
        message: 'holds an invisible or control character (U+200B); type the name without it',
        messageKey: 'userName.refusedCharacter',
        params: { codePoint: 'U+200B' },
      },
    ]);
  });
});
