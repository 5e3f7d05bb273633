import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// SPEC §4 appointment per session, §5 and §8, against the real server of test-server/start-and-booking-data.ts.
// The tests run in order on one exam: book, then cancel, each seeing the places the server counts.
const schoolId = inject('schoolId');
const { tokens, exams, sessions, redemptionCode } = inject('startAndBooking');
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

const places = () => screen.getByTestId('booking-status').textContent ?? '';

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
});

describe('booking a session on the exam information page (SPEC §4, §5, §8)', { timeout: 45_000 }, () => {
  it('the form: every field required with its placeholder as the error, the lengths, and the code', async () => {
    setApiBearerToken(tokens.booker);
    renderApp(bookingUrl(sessions.open));
    const form = await openForm();
    // The name comes from the account and may be changed.
    expect((within(form).getByLabelText('姓名') as HTMLInputElement).value).toBe('web-booker');
    await fillForm(form, { 学校: '   ' });
    await userEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    for (const error of ['请输入学校名称', '请输入专业', '请输入学历', '请输入兑换码']) {
      expect(await within(form).findByText(error, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    }
    await fillForm(form, { 学校: '一'.repeat(21), 专业: '二'.repeat(31), 学历: '三'.repeat(21) });
    expect(await within(form).findByText('学校名称不能超过 20 个字')).toBeTruthy();
    expect(await within(form).findByText('专业不能超过 30 个字')).toBeTruthy();
    expect(await within(form).findByText('学历不能超过 20 个字')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(places()).toContain('剩余名额：10'));
  });

  it('booking takes a place (10 → 9): success modal, the session booked with a cancel offered', async () => {
    setApiBearerToken(tokens.booker);
    renderApp(bookingUrl(sessions.open));
    await waitFor(() => expect(places()).toContain('剩余名额：10'));
    const form = await openForm();
    // Surrounding spaces are trimmed before the server sees them (it would refuse an unknown code otherwise).
    await fillForm(form, {
      学校: '  网页测试学校  ',
      专业: '计算机科学',
      学历: '本科',
      兑换码: `  ${redemptionCode} `,
    });
    await userEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    const success = await findDialog('预约成功');
    expect(within(success).getByText(/^您已成功预约“上午场”，考试将于 .+ 开始，请按时参加。$/)).toBeTruthy();
    await waitFor(() => expect(places()).toContain('剩余名额：9'));
    expect(places()).toContain('已预约本场次');
    expect(screen.getByRole('button', { name: '取消预约' })).toBeTruthy();
  });

  it('cancelling (the code wording) gives the place back (9 → 10)', async () => {
    setApiBearerToken(tokens.booker);
    renderApp(bookingUrl(sessions.open));
    await waitFor(() => expect(places()).toContain('剩余名额：9'));
    await userEvent.click(screen.getByRole('button', { name: '取消预约' }));
    const confirm = await findDialog('取消预约');
    expect(within(confirm).getByText(/您使用的兑换码将退回，可再次用于预约。$/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定取消' }));
    expect(await screen.findByText('已取消预约')).toBeTruthy();
    await waitFor(() => expect(places()).toContain('剩余名额：10'));
    expect(await screen.findByRole('button', { name: '预约' })).toBeTruthy();
  });

  it('outside the cancel window the cancel says "cancel time passed" and nothing changes', async () => {
    setApiBearerToken(tokens.lateBooker);
    renderApp(bookingUrl(sessions.cancelPassed));
    await waitFor(() => expect(places()).toContain('剩余名额：4'));
    await userEvent.click(screen.getByRole('button', { name: '取消预约' }));
    expect(await screen.findByText('已过取消时间')).toBeTruthy();
    expect(screen.queryByText('取消预约', { selector: '.ant-modal-title' })).toBeNull();
    expect(places()).toContain('已预约本场次');
  });

  it('a school-led booking user is warned at once, before any form, and the places stay as they were', async () => {
    setApiBearerToken(tokens.schoolLed);
    renderApp(bookingUrl(sessions.open));
    await waitFor(() => expect(places()).toContain('剩余名额：10'));
    await userEvent.click(screen.getByRole('button', { name: '预约' }));
    expect(await screen.findByText('您由学校统一预约，不能自行预约或取消')).toBeTruthy();
    expect(screen.queryByText('预约须知', { selector: '.ant-modal-title' })).toBeNull();
    expect(screen.queryByText('预约场次', { selector: '.ant-modal-title' })).toBeNull();
    expect(places()).toContain('剩余名额：10');
  });

  it('a booking that gets no answer says "appointment failed"', async () => {
    setApiBearerToken(tokens.booker);
    renderApp(bookingUrl(sessions.open));
    const form = await openForm();
    await fillForm(form, { 学校: '网页测试学校', 专业: '计算机', 学历: '本科', 兑换码: 'WEB-CODE-0003' });
    // A port nothing listens on: a real network failure, not a stub.
    setApiBaseUrl('http://127.0.0.1:9');
    await userEvent.click(within(form).getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('预约失败，请稍后重试')).toBeTruthy();
  });
});
