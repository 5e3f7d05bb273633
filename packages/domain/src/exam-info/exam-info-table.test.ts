import { describe, expect, it } from 'vitest';
import { type ExamInfoTableInput, examInfoTable } from './exam-info-table';

const exam: ExamInfoTableInput = {
  organizeForm: 1,
  hasSessions: false,
  beginTime: '2026-06-01 08:00',
  endTime: '2026-06-01 10:00',
  paperScore: 100,
  passScore: 60,
  isShowPassScore: 0,
  examSettingTime: 90,
  examRuleList: [],
};

describe('SPEC §2 exam info table', () => {
  it.each([
    { rule: 'organizeForm 1 shows begin and end', organizeForm: 1, hasSessions: false, shown: true },
    {
      rule: 'organizeForm 2 with sessions shows begin and end',
      organizeForm: 2,
      hasSessions: true,
      shown: true,
    },
    { rule: "organizeForm 2 without sessions shows '--'", organizeForm: 2, hasSessions: false, shown: false },
    { rule: "another organizeForm shows '--'", organizeForm: 3, hasSessions: true, shown: false },
  ])('$rule', ({ organizeForm, hasSessions, shown }) => {
    const table = examInfoTable({ ...exam, organizeForm, hasSessions });
    expect([table.beginTime, table.endTime]).toEqual(
      shown ? ['2026-06-01 08:00', '2026-06-01 10:00'] : ['--', '--'],
    );
  });

  it("an exam without times shows '--' even for organizeForm 1", () => {
    expect(examInfoTable({ ...exam, beginTime: null, endTime: null })).toMatchObject({
      beginTime: '--',
      endTime: '--',
    });
  });

  it.each([
    { isShowPassScore: 0, passScore: 60 },
    { isShowPassScore: 1, passScore: null },
  ])('isShowPassScore $isShowPassScore shows pass score $passScore', ({ isShowPassScore, passScore }) => {
    expect(examInfoTable({ ...exam, isShowPassScore }).passScore).toBe(passScore);
  });

  it('total score, answer time and one limit row per rule in rule-type order', () => {
    const table = examInfoTable({
      ...exam,
      examRuleList: [
        { ruleType: 6, ruleValue: 1, actualValue: 0 },
        { ruleType: 1, ruleValue: 3, actualValue: 2 },
      ],
    });
    expect(table).toMatchObject({ paperScore: 100, examSettingTime: 90 });
    expect(table.limits).toEqual([
      { ruleType: 1, ruleValue: 3, actualValue: 2 },
      { ruleType: 6, ruleValue: 1, actualValue: 0 },
    ]);
  });
});
