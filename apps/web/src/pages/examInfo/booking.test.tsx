import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderPage } from '@/test/render-page';
import { ExamInfoPage } from './exam-info-page';
import { prefetchExamInfoPage } from './exam-info-queries';

// SPEC §4 appointment per session, §5 and §8, against the real server of test-server/start-and-booking-data.ts: the
// refusals of one page, drawn alone from the calls the server's render makes (issue 36). Booking and cancelling, the
// form's rules and texts are a journey: e2e/booking.spec.ts takes it in Chromium.
const schoolId = inject('schoolId');
const { tokens, exams, sessions } = inject('startAndBooking');
const bookingUrl = (sessionId: number) =>
  `/iexam/${schoolId}/examInfo?examId=${exams.booking}&sessionId=${sessionId}`;

/** See start-flow.test.tsx: antd gives every modal title the same id in tests, so find the title's own text. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog around ${title}`);
  return dialog;
}

async function openForm(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: '预约' }));
  const notice = await findDialog('预约须知');
  expect(
    within(notice).getByText(/^可取消预约的时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC\+8.* 至/),
  ).toBeTruthy();
  expect(within(notice).getByText(/每个兑换码只能使用一次/)).toBeTruthy();
  await userEvent.click(within(notice).getByRole('button', { name: '我已了解，去预约' }));
  return findDialog('预约场次');
}

async function fillForm(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(label);
    await userEvent.clear(input);
    // Pasted, not typed: antd validates on each keystroke, which is slow in jsdom for 30 characters.
    await userEvent.paste(value);
  }
}

const renderBooking = (sessionId: number) =>
  renderPage(bookingUrl(sessionId), <ExamInfoPage />, {
    path: '/iexam/:schoolId/examInfo',
    prefetch: (queryClient, school, searchParams) =>
      prefetchExamInfoPage(queryClient, school, searchParams, false),
  });

const places = () => screen.getByTestId('booking-status').textContent ?? '';

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
});

describe('booking a session on the exam information page (SPEC §4, §5, §8)', { timeout: 45_000 }, () => {
  it('outside the cancel window the cancel says "cancel time passed" and nothing changes', async () => {
    setApiBearerToken(tokens.lateBooker);
    await renderBooking(sessions.cancelPassed);
    await waitFor(() => expect(places()).toContain('剩余名额：4'));
    await userEvent.click(screen.getByRole('button', { name: '取消预约' }));
    expect(await screen.findByText('已过取消时间')).toBeTruthy();
    expect(screen.queryByText('取消预约', { selector: '.ant-modal-title' })).toBeNull();
    expect(places()).toContain('已预约本场次');
  });

  it('a school-led booking user is warned at once, before any form, and the places stay as they were', async () => {
    setApiBearerToken(tokens.schoolLed);
    await renderBooking(sessions.open);
    await waitFor(() => expect(places()).toContain('剩余名额：10'));
    await userEvent.click(screen.getByRole('button', { name: '预约' }));
    expect(await screen.findByText('您由学校统一预约，不能自行预约或取消')).toBeTruthy();
    expect(screen.queryByText('预约须知', { selector: '.ant-modal-title' })).toBeNull();
    expect(screen.queryByText('预约场次', { selector: '.ant-modal-title' })).toBeNull();
    expect(places()).toContain('剩余名额：10');
  });

  it('a booking that gets no answer says "appointment failed"', async () => {
    setApiBearerToken(tokens.booker);
    await renderBooking(sessions.open);
    const form = await openForm();
    await fillForm(form, { 学校: '网页测试学校', 专业: '计算机', 学历: '本科', 兑换码: 'WEB-CODE-0003' });
    // A port nothing listens on: a real network failure, not a stub.
    setApiBaseUrl('http://127.0.0.1:9');
    await userEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('预约失败，请稍后重试')).toBeTruthy();
  });
});
