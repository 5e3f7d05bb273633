import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiRequest, setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderInApp } from '@/test/render-app';
import { MailboxBindModal } from './mailbox-bind-modal';

// Against the real server of test-server/global-setup.ts: the address is kept there, not in the browser.
const schoolId = inject('schoolId');
const { push: examId, info: noPushExamId } = inject('examIds');

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(inject('candidateToken'));
});
afterEach(() => {
  setApiBearerToken(undefined);
});

describe('certificate mailbox bind modal (SPEC §6)', () => {
  it('is forced until an address is bound on the server: required, valid, then saved and closed', async () => {
    const view = renderInApp(<MailboxBindModal isRequired schoolId={schoolId} examId={examId} />);
    const dialog = await screen.findByRole('dialog', { name: '绑定证书邮箱' });
    expect(dialog.querySelector('.ant-modal-close')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /绑\s*定/ }));
    expect(await screen.findByText('请输入邮箱')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('邮箱'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: /绑\s*定/ }));
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('邮箱'));
    await userEvent.type(screen.getByLabelText('邮箱'), 'zhangsan@demo.example');
    await userEvent.click(screen.getByRole('button', { name: /绑\s*定/ }));
    expect(await screen.findByText('证书邮箱已保存')).toBeTruthy();
    const stored = await apiRequest<{ email: string | null }>('/api/iexam/userexam/v1/certificateMailbox', {
      schoolId,
      query: { examId },
    });
    expect(stored.email).toBe('zhangsan@demo.example');
    view.unmount();

    // Bound once, on any device: the modal does not ask again.
    const again = renderInApp(<MailboxBindModal isRequired schoolId={schoolId} examId={examId} />);
    // Once the server has answered with the bound address, the modal stays closed.
    await waitFor(() =>
      expect(again.queryClient.getQueryData(['certificateMailbox', schoolId, examId])).toMatchObject({
        email: 'zhangsan@demo.example',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown when not required', async () => {
    renderInApp(
      <>
        <p>page</p>
        <MailboxBindModal isRequired={false} schoolId={schoolId} examId={noPushExamId} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
