import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { IssueList } from './issue-list';

const tooMany = {
  path: 'rows',
  message: 'Too big: expected array to have <=5000 items',
  messageKey: 'validation.tooBig.array',
  params: { limit: '5000' },
};

beforeAll(() => registerAdminTexts());

describe("a request-validation refusal shows at its field in the user's language, not the validator's words (issue 35)", () => {
  it.each([
    { language: 'zh_CN' as const, text: '最多 5000 项' },
    { language: 'en_US' as const, text: 'at most 5000 items' },
  ])('$language', async ({ language, text }) => {
    await applyLanguage(language);
    renderInApp(<IssueList issues={[tooMany]} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe(`rows: ${text}`);
    expect(item.textContent).not.toContain('Too big');
  });
});

const endBeforeBegin = {
  path: 'exams[0].sessions[0].endTime',
  message: 'must be after beginTime',
  messageKey: 'validation.examRules.after',
  params: { field: 'beginTime' },
};

describe("a definition file's rule shows in the user's language, the field as the file spells it (issue 35)", () => {
  it.each([
    { language: 'zh_CN' as const, text: '必须晚于 beginTime' },
    { language: 'en_US' as const, text: 'must be after beginTime' },
  ])('$language', async ({ language, text }) => {
    await applyLanguage(language);
    renderInApp(<IssueList issues={[endBeforeBegin]} />);
    expect(screen.getByRole('listitem').textContent).toBe(`exams[0].sessions[0].endTime: ${text}`);
  });
});
