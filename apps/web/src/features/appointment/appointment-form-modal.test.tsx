import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-app';
import { AppointmentFormModal } from './appointment-form-modal';

function renderForm(options: { isDefaultAppointment: boolean; isRedemptionCode: boolean }) {
  const onSubmit = vi.fn();
  renderInApp(
    <AppointmentFormModal
      open
      {...options}
      sessionLine="预约场次：上午场（2026-11-25 08:00 开始）"
      isSubmitting={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

async function fill(label: string, value: string) {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.paste(value);
}

describe('appointment form (SPEC §5)', () => {
  it('with a default appointment and a redemption code only the code is asked', async () => {
    const onSubmit = renderForm({ isDefaultAppointment: true, isRedemptionCode: true });
    expect(await screen.findByLabelText('兑换码')).toBeTruthy();
    for (const label of ['姓名', '学校', '专业', '学历']) expect(screen.queryByLabelText(label)).toBeNull();
    await fill('兑换码', ' DEMO-CODE-0001 ');
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ redemptionCode: 'DEMO-CODE-0001' }));
  });

  it('without codes the personal fields are asked, trimmed, and the name may be 30 but the school only 20', async () => {
    const onSubmit = renderForm({ isDefaultAppointment: false, isRedemptionCode: false });
    expect(screen.queryByLabelText('兑换码')).toBeNull();
    await fill('姓名', `  ${'名'.repeat(30)}  `);
    await fill('学校', ' 北京大学 ');
    await fill('专业', '计算机科学与技术');
    await fill('学历', '本科 ');
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        userName: '名'.repeat(30),
        schoolName: '北京大学',
        profession: '计算机科学与技术',
        education: '本科',
      }),
    );
  });

  it('a code over 20 characters is refused with its own text and nothing is submitted', async () => {
    const onSubmit = renderForm({ isDefaultAppointment: true, isRedemptionCode: true });
    await fill('兑换码', 'X'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('兑换码不能超过 20 个字符')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
