import {
  type AppointmentFormField,
  appointmentFormFields,
  appointmentFormSchema,
  placeholderKey,
} from '@iexam/domain/appointments';
import { APPOINTMENT_FIELD_MAX_LENGTH } from '@iexam/domain/constants';
import { Form, Input, Modal, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type AppointmentFormValues = Partial<Record<AppointmentFormField, string>>;

export interface AppointmentFormModalProps {
  open: boolean;
  /** reserveType 1 (docs/decisions/0008): with a redemption code only the code is asked. */
  isDefaultAppointment: boolean;
  isRedemptionCode: boolean;
  /** The session being booked and when it begins, as the candidate reads it. */
  sessionLine: string;
  initialValues?: AppointmentFormValues | undefined;
  isSubmitting: boolean;
  /** The trimmed values the schema accepted. */
  onSubmit: (values: AppointmentFormValues) => void;
  onCancel: () => void;
}

const MAX_LENGTH: Partial<Record<AppointmentFormField, number>> = APPOINTMENT_FIELD_MAX_LENGTH;

/**
 * SPEC §2 appointment form, validated by the domain's appointmentFormSchema (SPEC §5): every shown field is
 * required with its placeholder as the error text, input is trimmed, and the SPEC §9 lengths hold.
 */
export function AppointmentFormModal(props: AppointmentFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AppointmentFormValues>();
  const { isDefaultAppointment, isRedemptionCode } = props;
  const { fields, schema } = useMemo(() => {
    const shown = appointmentFormFields({ isDefaultAppointment, isRedemptionCode });
    return { fields: shown, schema: appointmentFormSchema(shown) };
  }, [isDefaultAppointment, isRedemptionCode]);

  const ruleFor = (field: AppointmentFormField) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.shape[field].safeParse(value ?? '');
      if (result.success) return;
      const tooLong = result.error.issues.some((issue) => issue.code === 'too_big');
      throw new Error(tooLong ? t(`appointment.tooLong.${field}`) : t(placeholderKey(field)));
    },
  });

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const parsed = schema.safeParse(Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])));
    if (parsed.success) props.onSubmit(parsed.data);
  };

  return (
    <Modal
      open={props.open}
      title={t('appointment.form.title')}
      okText={t('appointment.form.submit')}
      cancelText={t('appointment.form.cancel')}
      onOk={() => void onOk()}
      onCancel={props.onCancel}
      okButtonProps={{ loading: props.isSubmitting }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{props.sessionLine}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        requiredMark
        clearOnDestroy
        onFinish={() => void onOk()}
      >
        {fields.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`appointment.label.${field}`)}
            required
            rules={[ruleFor(field)]}
            validateFirst
          >
            <Input
              placeholder={t(placeholderKey(field))}
              autoComplete="off"
              count={{ show: MAX_LENGTH[field] !== undefined, max: MAX_LENGTH[field] ?? 30 }}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
