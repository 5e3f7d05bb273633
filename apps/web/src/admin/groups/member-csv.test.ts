import { describe, expect, it } from 'vitest';
import { badRowIndexes, MEMBER_CSV_ISSUE_KEYS, parseMemberCsv } from './member-csv';

const ROWS = [
  {
    rule: 'a missing column',
    csv: 'userName,nickname\nzhang,Z\n',
    issue: {
      path: 'header',
      message: 'missing column "realName"',
      messageKey: 'validation.memberCsv.missingColumn',
      params: { column: 'realName' },
    },
  },
  {
    rule: 'an unknown column, with the columns there are',
    csv: 'userName,nickname\nzhang,Z\n',
    issue: {
      path: 'header',
      message:
        'unknown column "nickname" (the columns are userName, realName, password, userCode, mobile, email)',
      messageKey: 'validation.memberCsv.unknownColumn',
      params: { column: 'nickname', columns: 'userName, realName, password, userCode, mobile, email' },
    },
  },
  {
    rule: 'a row of more cells than the header',
    csv: 'userName,realName\nzhang,Z,extra\n',
    issue: {
      path: 'rows[0]',
      message: "more cells than the header's 2 columns",
      messageKey: 'validation.memberCsv.tooManyCells',
      params: { columns: '2' },
    },
  },
  {
    rule: 'a row of fewer cells than the header',
    csv: 'userName,realName,mobile\nzhang,Z\n',
    issue: {
      path: 'rows[0]',
      message: "fewer cells than the header's 3 columns",
      messageKey: 'validation.memberCsv.tooFewCells',
      params: { columns: '3' },
    },
  },
  {
    rule: 'a quoted cell left open',
    csv: 'userName,realName\nzhang,"Z\n',
    issue: {
      // papaparse counts the header in a quote's row.
      path: expect.stringMatching(/^rows\[\d+\]$/),
      message: 'a quoted cell is not closed',
      messageKey: 'validation.memberCsv.quoteNotClosed',
      params: {},
    },
  },
  {
    rule: 'a quote out of place',
    csv: 'userName,realName\n"zh"ang",Z\n',
    issue: {
      // papaparse counts the header in a quote's row.
      path: expect.stringMatching(/^rows\[\d+\]$/),
      message: 'a quote out of place: a cell with quotes is quoted, its own quotes doubled',
      messageKey: 'validation.memberCsv.quoteOutOfPlace',
      params: {},
    },
  },
  {
    rule: 'a file without a comma',
    csv: 'userName\nzhang\n',
    issue: {
      path: 'rows[0]',
      message: 'no comma between the cells',
      messageKey: 'validation.memberCsv.noComma',
      params: {},
    },
  },
  {
    rule: 'a cell that is no e-mail address',
    csv: 'userName,realName,email\nmail,Mail,not-mail\n',
    issue: {
      path: 'rows[0].email',
      message: 'not an e-mail address',
      messageKey: 'validation.memberCsv.email',
      params: {},
    },
  },
  {
    rule: 'a user listed twice',
    csv: 'userName,realName\nok,Okay\nok,Again\n',
    issue: {
      path: 'rows[1].userName',
      message: 'the same user as rows[0]',
      messageKey: 'validation.memberCsv.sameUser',
      params: { row: '0' },
    },
  },
  {
    rule: 'no rows',
    csv: 'userName,realName\n',
    issue: { path: 'rows', message: 'no rows', messageKey: 'validation.memberCsv.noRows', params: {} },
  },
];

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

  it('names every bad row by the path the server uses, with the key the console says it by (issue 35)', () => {
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
      {
        path: 'rows[1].userName',
        message: 'required',
        messageKey: 'validation.definition.required',
        params: {},
      },
      {
        path: 'rows[2].password',
        message: 'at least 8 characters',
        messageKey: 'validation.tooSmall.string',
        params: { limit: '8' },
      },
      {
        path: 'rows[3].email',
        message: 'not an e-mail address',
        messageKey: 'validation.memberCsv.email',
        params: {},
      },
      {
        path: 'rows[4].userName',
        message: 'the same user as rows[0]',
        messageKey: 'validation.memberCsv.sameUser',
        params: { row: '0' },
      },
    ]);
    expect([...badRowIndexes(issues)]).toEqual([1, 2, 3, 4]);
  });

  it.each(ROWS)('$rule is said by key (issue 35)', ({ csv, issue }) => {
    expect(parseMemberCsv(csv).issues).toContainEqual(issue);
  });

  it('the table above gives every key of the CSV check', () => {
    const keys = new Set(ROWS.map((row) => row.issue.messageKey));
    expect(MEMBER_CSV_ISSUE_KEYS.filter((key) => !keys.has(key))).toEqual([]);
  });
});
