import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { MailboxBindModal } from './mailbox-bind-modal';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('certificate mailbox bind modal (SPEC §6)', () => {
  it('is forced: no close button, an address is required and must be valid, then it is kept and closes', async () => {
    renderInApp(<MailboxBindModal isRequired examId={7} />);
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
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem('certificateMailbox') ?? 'null')).toEqual({
        examId: 7,
        email: 'zhangsan@demo.example',
      }),
    );
    expect(await screen.findByText('证书邮箱已保存')).toBeTruthy();
  });

  it('is not shown when not required, nor when this exam already has an address', async () => {
    window.sessionStorage.setItem('certificateMailbox', JSON.stringify({ examId: 7, email: 'a@b.example' }));
    renderInApp(
      <>
        <p>page</p>
        <MailboxBindModal isRequired examId={7} />
        <MailboxBindModal isRequired={false} examId={8} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
