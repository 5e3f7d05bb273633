import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { NoticeModal } from './notice-modal';

const show = (isCompulsoryHandIn: number, onCancel = () => undefined) =>
  renderInApp(
    <NoticeModal
      open
      examNotice=""
      allowedSwitchScreenTimes={3}
      isCompulsoryHandIn={isCompulsoryHandIn}
      onOk={() => undefined}
      onCancel={onCancel}
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

describe('the notice stays until it is answered', () => {
  it('a click on the mask around it does not close it', async () => {
    const onCancel = vi.fn();
    show(1, onCancel);
    await screen.findByText('考试期间离开考试页面（切屏）的次数不得超过 3 次。', { exact: false });
    const wrap = document.querySelector('.ant-modal-wrap');
    if (!wrap) throw new Error('the modal has no wrap to click');
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
