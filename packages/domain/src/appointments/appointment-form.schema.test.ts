import { describe, expect, it } from 'vitest';
import { appointmentFormFields, appointmentFormSchema } from './appointment-form.schema';

const personal = appointmentFormSchema(
  appointmentFormFields({ isDefaultAppointment: false, isRedemptionCode: true }),
);
const valid = {
  userName: '张三',
  schoolName: '示范学校',
  profession: '计算机',
  education: '本科',
  redemptionCode: 'CODE-1',
};

describe('SPEC §5 appointment form', () => {
  it.each([
    { isDefaultAppointment: true, isRedemptionCode: true, expected: ['redemptionCode'] },
    {
      isDefaultAppointment: true,
      isRedemptionCode: false,
      expected: ['userName', 'schoolName', 'profession', 'education'],
    },
    {
      isDefaultAppointment: false,
      isRedemptionCode: true,
      expected: ['userName', 'schoolName', 'profession', 'education', 'redemptionCode'],
    },
    {
      isDefaultAppointment: false,
      isRedemptionCode: false,
      expected: ['userName', 'schoolName', 'profession', 'education'],
    },
  ])('fields shown: default $isDefaultAppointment, code $isRedemptionCode', ({ expected, ...options }) => {
    expect(appointmentFormFields(options)).toEqual(expected);
  });

  it('input is trimmed', () => {
    expect(personal.parse({ ...valid, schoolName: '  示范学校  ' }).schoolName).toBe('示范学校');
  });

  it.each(['userName', 'schoolName', 'profession', 'education', 'redemptionCode'] as const)(
    'a blank %s is refused with its placeholder as the message',
    (field) => {
      const result = personal.safeParse({ ...valid, [field]: '   ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [field, `appointment.placeholder.${field}`],
      ]);
    },
  );

  it.each([
    { field: 'schoolName', max: 20 },
    { field: 'profession', max: 30 },
    { field: 'education', max: 20 },
    { field: 'redemptionCode', max: 20 },
  ] as const)('$field: $max characters pass, one more is refused', ({ field, max }) => {
    expect(personal.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
    const tooLong = personal.safeParse({ ...valid, [field]: 'x'.repeat(max + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(`appointment.tooLong.${field}`);
  });

  it('the length counts after trimming', () => {
    expect(personal.safeParse({ ...valid, schoolName: ` ${'x'.repeat(20)} ` }).success).toBe(true);
  });

  it('only the code is accepted when only the code is asked', () => {
    const codeOnly = appointmentFormSchema(
      appointmentFormFields({ isDefaultAppointment: true, isRedemptionCode: true }),
    );
    expect(codeOnly.safeParse({ redemptionCode: 'CODE-1' }).success).toBe(true);
    expect(codeOnly.safeParse({ redemptionCode: 'CODE-1', schoolName: 'x' }).success).toBe(false);
  });
});
