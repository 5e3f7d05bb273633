import { describe, expect, it } from 'vitest';
import {
  complaintReportInfo,
  forcesMailboxBind,
  showsBrowserWarning,
  showsComplaintEntry,
  showsLearningMaterials,
} from './page-rules';

describe('SPEC §2 page pieces', () => {
  it.each([
    { isRelation: 1, isOpenMode: false, shown: true },
    { isRelation: 1, isOpenMode: true, shown: false },
    { isRelation: 0, isOpenMode: false, shown: false },
  ])(
    'learning materials: isRelation $isRelation, open $isOpenMode → $shown',
    ({ isRelation, isOpenMode, shown }) => {
      expect(showsLearningMaterials({ isRelation }, isOpenMode)).toBe(shown);
    },
  );

  it.each([
    { antiCheatingSwitch: 'on', isOpenMode: false, shown: true },
    { antiCheatingSwitch: 'on', isOpenMode: true, shown: false },
    { antiCheatingSwitch: 'off', isOpenMode: false, shown: false },
    { antiCheatingSwitch: undefined, isOpenMode: false, shown: false },
  ])(
    'complaint entry: switch $antiCheatingSwitch, open $isOpenMode → $shown',
    ({ antiCheatingSwitch, isOpenMode, shown }) => {
      expect(showsComplaintEntry(antiCheatingSwitch, isOpenMode)).toBe(shown);
    },
  );

  it.each([
    { isPush: 1, isLoggedIn: true, isOpenMode: false, forced: true },
    { isPush: 0, isLoggedIn: true, isOpenMode: false, forced: false },
    { isPush: 1, isLoggedIn: false, isOpenMode: false, forced: false },
    { isPush: 1, isLoggedIn: true, isOpenMode: true, forced: false },
  ])(
    'mailbox bind: isPush $isPush, logged in $isLoggedIn, open $isOpenMode → $forced',
    ({ isPush, isLoggedIn, isOpenMode, forced }) => {
      expect(forcesMailboxBind({ isPush }, isLoggedIn, isOpenMode)).toBe(forced);
    },
  );

  const checks = { isAllowIdAuth: 0, isAllowCamera: 1, isAllowScreenRecord: 0 };
  const none = { isAllowIdAuth: 0, isAllowCamera: 0, isAllowScreenRecord: 0 };
  it.each([
    {
      rule: 'camera check in Firefox: warning',
      exam: checks,
      isChrome: false,
      isDesktopClient: false,
      shown: true,
    },
    {
      rule: 'camera check in Chrome: none',
      exam: checks,
      isChrome: true,
      isDesktopClient: false,
      shown: false,
    },
    {
      rule: 'camera check in the desktop client: none',
      exam: checks,
      isChrome: false,
      isDesktopClient: true,
      shown: false,
    },
    { rule: 'no checks in Firefox: none', exam: none, isChrome: false, isDesktopClient: false, shown: false },
  ])('browser warning: $rule', ({ exam, isChrome, isDesktopClient, shown }) => {
    expect(showsBrowserWarning(exam, { isChrome, isDesktopClient })).toBe(shown);
  });

  it('SPEC §3 complaint report info', () => {
    expect(
      complaintReportInfo({
        schoolId: 'demo',
        examId: 7,
        examName: 'Java',
        contentText: 'Java',
        contentURL: 'http://x/y',
      }),
    ).toEqual({
      sceneId: 2,
      subSceneId: 3,
      businessKey: 'demo_exam',
      additionalContext: {
        contentTitle: 'Java',
        contentId: '7',
        contentText: 'Java',
        contentURL: 'http://x/y',
        appId: 'exam',
      },
    });
  });
});
