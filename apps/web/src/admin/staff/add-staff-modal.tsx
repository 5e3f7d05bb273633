import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/api/admin/keys';
import { createStaff, type StaffRole } from '@/api/admin/staff';
import { ErrorAlert } from '../shared/error-alert';

const ROLES: StaffRole[] = ['grader', 'proctor', 'exam_admin'];
const MIN_PASSWORD = 8;

interface Fields {
  userName: string;
  realName: string;
  password: string;
  role: StaffRole;
}

/** A new staff account: user name, name, a first password (8 or more characters) and the role. */
export function AddStaffModal({
  schoolId,
  open,
  onClose,
}: {
  schoolId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const create = useMutation({
    mutationFn: (fields: Fields) => createStaff(schoolId, fields),
    onSuccess: async () => {
      void message.success(t('staff.created'));
      form.resetFields();
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff(schoolId) });
    },
  });
  return (
    <Modal
      open={open}
      title={t('staff.add')}
      okText={t('staff.create')}
      cancelText={t('staff.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ role: 'grader' }}
        onFinish={(fields) => create.mutate(fields)}
      >
        <Form.Item name="userName" label={t('staff.userName')} rules={[{ required: true, max: 80 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="realName" label={t('staff.realName')} rules={[{ required: true, max: 100 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
          extra={t('staff.passwordRule')}
          rules={[{ required: true, min: MIN_PASSWORD, message: t('staff.passwordRule') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t('staff.role')} rules={[{ required: true }]}>
          <Select options={ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))} />
        </Form.Item>
      </Form>
      <ErrorAlert error={create.error} />
    </Modal>
  );
}
