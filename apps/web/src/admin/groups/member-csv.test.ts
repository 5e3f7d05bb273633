import { describe, expect, it } from 'vitest';
import { badRowIndexes, parseMemberCsv } from './member-csv';

describe('member CSV read in the browser', () => {
  it('reads a header row and one candidate per row, trimming cells and dropping empty ones', () => {
    const { rows, issues } = parseMemberCsv(
      '\uFEFFuserName,realName,password,email\n zhang , 张三 ,secret123,\nli,李四,,li@demo.example\n',
    );
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { userName: 'zhang', realName: '张三', password: 'secret123' },
      { userName: 'li', realName: '李四', email: 'li@demo.example' },
    ]);
  });

  it('names every bad row by the path the server uses', () => {
    const { issues } = parseMemberCsv(
      [
        'userName,realName,password,email',
        'ok,Okay,longenough,',
        ',No Name,longenough,',
        'short,Short,1234567,',
        'mail,Mail,longenough,not-mail',
        'ok,Again,longenough,',
      ].join('\n'),
    );
    expect(issues).toEqual([
      { path: 'rows[1].userName', message: 'required' },
      { path: 'rows[2].password', message: 'at least 8 characters' },
      { path: 'rows[3].email', message: 'not an e-mail address' },
      { path: 'rows[4].userName', message: 'the same user as rows[0]' },
    ]);
    expect([...badRowIndexes(issues)]).toEqual([1, 2, 3, 4]);
  });

  it('a missing or unknown column is a problem of the header', () => {
    const { issues } = parseMemberCsv('userName,nickname\nzhang,Z\n');
    expect(issues).toContainEqual({ path: 'header', message: 'missing column "realName"' });
    expect(issues).toContainEqual({ path: 'header', message: 'unknown column "nickname"' });
  });

  it('an empty file has no rows to import', () => {
    expect(parseMemberCsv('userName,realName\n').issues).toEqual([{ path: 'rows', message: 'no rows' }]);
  });
});
