import { useMutation } from '@tanstack/react-query';
import { App, Flex, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/client';
import { type ResultAccess, selectAppraisalDirection } from '@/api/results';

/** The directions offered; the key is what is stored, so a change of language keeps the choice readable. */
const DIRECTIONS = ['frontend', 'backend', 'data', 'security', 'study'] as const;

export interface AppraisalDirectionProps {
  access: ResultAccess;
  /** What the attempt holds already (achievement.appraisalDirection). */
  value: string | null;
}

/** SPEC §7 selectAppraisalDirection: the direction the candidate wants their ability appraised for. */
export function AppraisalDirection({ access, value }: AppraisalDirectionProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const labelId = useId();
  const [chosen, setChosen] = useState(value);
  const mutation = useMutation({
    mutationFn: (direction: string) => selectAppraisalDirection(access, direction),
    onSuccess: (answer) => {
      setChosen(answer.appraisalDirection);
      void message.success(t('examResult.appraisal.saved'));
    },
    onError: (error) => void message.error(t(errorMessageKey(error))),
  });
  const options = DIRECTIONS.map((direction) => ({
    value: direction,
    label: t(`examResult.appraisal.directions.${direction}`),
  }));
  // A direction stored by another client stays visible as it was written.
  if (chosen && !DIRECTIONS.some((direction) => direction === chosen))
    options.push({ value: chosen as never, label: chosen });

  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text id={labelId}>{t('examResult.appraisal.label')}</Typography.Text>
      <Select
        aria-labelledby={labelId}
        style={{ minWidth: 200 }}
        placeholder={t('examResult.appraisal.placeholder')}
        value={chosen ?? undefined}
        options={options}
        loading={mutation.isPending}
        disabled={mutation.isPending}
        onChange={(direction: string) => mutation.mutate(direction)}
      />
    </Flex>
  );
}
