import { describe, expect, it } from 'vitest';
import { watermarkText, watermarkWidth } from './watermark-text';

describe('SPEC §9 watermark text', () => {
  it.each([
    {
      rule: 'name plus the last 4 digits of the mobile',
      account: { realName: '张三', mobile: '13800001234', userName: 'student1' },
      text: '张三 1234',
      hasName: true,
    },
    {
      rule: 'no mobile: name plus the account',
      account: { realName: '张三', w3Account: 'zhangsan', userCode: 'S1' },
      text: '张三 zhangsan',
      hasName: true,
    },
    {
      rule: 'no mobile, no account: name plus the user code',
      account: { realName: '张三', userCode: 'S2026001' },
      text: '张三 S2026001',
      hasName: true,
    },
    {
      rule: 'a mobile of fewer than 4 digits falls through to the account',
      account: { realName: '张三', mobile: '12', w3Account: 'zs' },
      text: '张三 zs',
      hasName: true,
    },
    {
      rule: 'no real name: the nickname',
      account: { nickName: '小张', mobile: '13800001234' },
      text: '小张 1234',
      hasName: true,
    },
    {
      rule: 'no real name nor nickname: the user name',
      account: { userName: 'student1', userCode: 'S1' },
      text: 'student1 S1',
      hasName: true,
    },
    {
      rule: 'a name without any suffix is the name alone',
      account: { realName: '张三' },
      text: '张三',
      hasName: true,
    },
    { rule: 'no name at all: the exam result id', account: {}, text: '4711', hasName: false },
  ])('$rule', ({ account, text, hasName }) => {
    expect(watermarkText(account, 4711)).toEqual({ text, hasName });
  });

  it('no account and no exam result id draws nothing', () => {
    expect(watermarkText(null, null)).toEqual({ text: '', hasName: false });
  });

  it.each([
    { hasName: true, width: 300 },
    { hasName: false, width: 180 },
  ])('width is $width when hasName is $hasName', ({ hasName, width }) => {
    expect(watermarkWidth(hasName)).toBe(width);
  });
});
