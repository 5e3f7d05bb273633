import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sanitizer } from '@/lib/sanitizer';
import { renderInApp } from '@/test/render-app';
import { ExamIntroduction } from './exam-introduction';

// In this order: the first test runs before sanitize-html has been loaded in this file.
describe('exam introduction (SPEC §2, §5)', () => {
  it('an empty introduction says so without loading the sanitiser (issue 22)', async () => {
    const load = vi.spyOn(sanitizer, 'load');
    renderInApp(<ExamIntroduction html="  " />);
    expect(await screen.findByText('暂无考试介绍')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(sanitizer.loaded()).toBeUndefined();
    load.mockRestore();
  });

  it('shows a skeleton until the sanitiser arrives, then the HTML without its script and event handlers', async () => {
    renderInApp(
      <ExamIntroduction
        html={
          '<p>考试时长 <strong>90 分钟</strong></p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>'
        }
      />,
    );
    expect(
      await screen.findByText((_, element) => element?.classList.contains('ant-skeleton') ?? false),
    ).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect((await screen.findByText('90 分钟')).tagName).toBe('STRONG');
    const container = document.querySelector('.exam-introduction');
    expect(container?.querySelector('script')).toBeNull();
    expect(container?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });

  it('an introduction that sanitises to nothing says so too', async () => {
    renderInApp(<ExamIntroduction html="<script>alert(1)</script>" />);
    expect(await screen.findByText('暂无考试介绍')).toBeTruthy();
  });

  it('offline, the introduction shows as text rather than nothing', async () => {
    const loaded = vi.spyOn(sanitizer, 'loaded').mockReturnValue(undefined);
    const load = vi.spyOn(sanitizer, 'load').mockRejectedValue(new Error('offline'));
    renderInApp(<ExamIntroduction html="<p>Bring a pen</p>" />);
    expect(await screen.findByText('<p>Bring a pen</p>')).toBeTruthy();
    loaded.mockRestore();
    load.mockRestore();
  });
});
