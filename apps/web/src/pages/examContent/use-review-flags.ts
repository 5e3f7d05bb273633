import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setReviewFlag } from '@/api/attempts';
import { errorMessageKey } from '@/api/client';

/**
 * Question flags for review, kept with the attempt on the server (issue 17 defect 10: they were lost on another
 * device). A flag shows at once; the server's answer then sets the whole list, and a refused change is undone.
 */
export function useReviewFlags(params: {
  schoolId: string;
  examResultId: number;
  initial: readonly number[];
  token?: string | undefined;
}) {
  const { schoolId, examResultId, token } = params;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [flags, setFlags] = useState<ReadonlySet<number>>(() => new Set(params.initial));
  const save = useMutation({
    mutationFn: (change: { subjectId: number; isFlagged: boolean }) =>
      setReviewFlag(schoolId, { examResultId, ...change }, token),
    onSuccess: ({ flaggedSubjectIds }) => setFlags(new Set(flaggedSubjectIds)),
    onError: (error, change) => {
      setFlags((current) => {
        const undone = new Set(current);
        if (change.isFlagged) undone.delete(change.subjectId);
        else undone.add(change.subjectId);
        return undone;
      });
      void message.error(t(errorMessageKey(error)));
    },
  });
  const { mutate } = save;
  const toggle = useCallback(
    (subjectId: number) => {
      const isFlagged = !flags.has(subjectId);
      setFlags((current) => {
        const next = new Set(current);
        if (isFlagged) next.add(subjectId);
        else next.delete(subjectId);
        return next;
      });
      mutate({ subjectId, isFlagged });
    },
    [flags, mutate],
  );
  return { flags, toggle };
}
