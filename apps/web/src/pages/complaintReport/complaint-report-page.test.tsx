import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// Against the real server of test-server/global-setup.ts (no mocks).
const schoolId = inject('schoolId');
const examIds = inject('examIds');

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(inject('candidateToken'));
});
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
});

describe('complaint page (SPEC §2 /complaintReport/{schoolId})', () => {
  it('names the exam the entry stored, sends the complaint and lists it under my complaints', async () => {
    window.sessionStorage.setItem(
      'complaintReportInfo',
      JSON.stringify({
        sceneId: 2,
        subSceneId: 3,
        businessKey: `${schoolId}_exam`,
        additionalContext: {
          contentTitle: '考试详情页测试考试',
          contentId: String(examIds.info),
          contentText: '考试详情页测试考试',
          contentURL: `/iexam/${schoolId}/examInfo?examId=${examIds.info}`,
          appId: 'exam',
        },
      }),
    );
    renderApp(`/complaintReport/${schoolId}?sxz-lang=zh_CN`);
    expect(await screen.findByText('考试详情页测试考试')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('请填写申诉内容')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('申诉内容'), '考试中计时器突然少了十分钟');
    await userEvent.type(screen.getByLabelText('联系方式（选填）'), '13800001234');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('申诉已提交')).toBeTruthy();
    expect(await screen.findByText('考试中计时器突然少了十分钟')).toBeTruthy();
    expect(screen.getByText('待处理')).toBeTruthy();
  });

  it('opened on its own, it takes a complaint that is not about one exam', async () => {
    renderApp(`/complaintReport/${schoolId}?sxz-lang=en_US`);
    expect(await screen.findByText('Not about one exam')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your complaint'), 'The login page did not load on my phone');
    await userEvent.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect(await screen.findByText('Complaint sent')).toBeTruthy();
  });
});
