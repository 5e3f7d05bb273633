import { describe, expect, it } from 'vitest';
import { entryModeUrl, initialEntryMode, showsEntryModeTabs } from './entry-mode';

describe('SPEC §2 entry-mode prompt', () => {
  it.each([
    {
      rule: 'isAllowNologin 1 (number) shows the tabs',
      isAllowNologin: 1,
      examType: 1,
      isOpenMode: false,
      shown: true,
    },
    {
      rule: "isAllowNologin '1' (string) shows the tabs",
      isAllowNologin: '1',
      examType: 1,
      isOpenMode: false,
      shown: true,
    },
    { rule: 'open mode shows the tabs', isAllowNologin: '', examType: 1, isOpenMode: true, shown: true },
    { rule: 'neither: no tabs', isAllowNologin: '', examType: 1, isOpenMode: false, shown: false },
    { rule: 'isAllowNologin 0: no tabs', isAllowNologin: 0, examType: 1, isOpenMode: false, shown: false },
    {
      rule: 'extended exam (examType 2): never, even with isAllowNologin 1',
      isAllowNologin: 1,
      examType: 2,
      isOpenMode: false,
      shown: false,
    },
    {
      rule: 'extended exam (examType 2): never, even in open mode',
      isAllowNologin: '',
      examType: 2,
      isOpenMode: true,
      shown: false,
    },
  ])('$rule', ({ isAllowNologin, examType, isOpenMode, shown }) => {
    expect(showsEntryModeTabs({ isAllowNologin, examType }, isOpenMode)).toBe(shown);
  });

  it.each([
    { isOpenMode: true, tab: 'loginFree' },
    { isOpenMode: false, tab: 'account' },
  ])('the starting tab in open mode $isOpenMode is $tab', ({ isOpenMode, tab }) => {
    expect(initialEntryMode(isOpenMode)).toBe(tab);
  });

  it.each([
    {
      rule: 'account login carries examId, sessionId and language, never the identifyCode',
      mode: 'account',
      target: { examId: 7, sessionId: 3, identifyCode: 'X1', language: 'en_US' },
      url: '/iexam/demo/examInfo?examId=7&sessionId=3&sxz-lang=en_US',
    },
    {
      rule: 'login-free carries examId, sessionId, identifyCode and language',
      mode: 'loginFree',
      target: { examId: 7, sessionId: 3, identifyCode: 'X1', language: 'en_US' },
      url: '/iexam/demo/open/examInfo?examId=7&sessionId=3&identifyCode=X1&sxz-lang=en_US',
    },
    {
      rule: 'absent values are left out',
      mode: 'loginFree',
      target: { examId: 7 },
      url: '/iexam/demo/open/examInfo?examId=7',
    },
  ] as const)('$rule', ({ mode, target, url }) => {
    expect(entryModeUrl('demo', mode, target)).toBe(url);
  });
});
