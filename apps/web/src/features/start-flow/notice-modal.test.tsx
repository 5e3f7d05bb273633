import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { NoticeModal } from './notice-modal';

const show = (isCompulsoryHandIn: number) =>
  renderInApp(
    <NoticeModal
      open
      examNotice=""
      allowedSwitchScreenTimes={3}
      isCompulsoryHandIn={isCompulsoryHandIn}
      onOk={() => undefined}
      onCancel={() => undefined}
    />,
  );

describe("the platform's exam rules in the notice (issue 17 defect 10)", () => {
  afterEach(async () => {
    await applyLanguage('zh_CN');
  });

  it('in en_US the leave limit and the hand-in are two sentences with a space between them', async () => {
    await applyLanguage('en_US');
    show(1);
    expect(
      await screen.findByText(
        'You may leave the exam page (switch screens) at most 3 times during the exam. Beyond that, the exam is handed in for you.',
      ),
    ).toBeTruthy();
  });

  it('without compulsory hand-in only the limit is said', async () => {
    await applyLanguage('zh_CN');
    show(0);
    expect(await screen.findByText('考试期间离开考试页面（切屏）的次数不得超过 3 次。')).toBeTruthy();
  });
});
