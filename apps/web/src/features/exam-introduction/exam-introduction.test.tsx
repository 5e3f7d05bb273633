import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { ExamIntroduction } from './exam-introduction';

describe('exam introduction (SPEC §2, §5)', () => {
  it('shows the HTML without its script and event handlers', async () => {
    renderInApp(
      <ExamIntroduction
        html={
          '<p>考试时长 <strong>90 分钟</strong></p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>'
        }
      />,
    );
    expect((await screen.findByText('90 分钟')).tagName).toBe('STRONG');
    const container = document.querySelector('.exam-introduction');
    expect(container?.querySelector('script')).toBeNull();
    expect(container?.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('an empty introduction says so', async () => {
    renderInApp(<ExamIntroduction html="  " />);
    expect(await screen.findByText('暂无考试介绍')).toBeTruthy();
  });
});
