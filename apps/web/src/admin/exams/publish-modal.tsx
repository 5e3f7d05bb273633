import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminExamRow, setExamPublished } from '@/api/admin/exams';
import { adminKeys } from '@/api/admin/keys';
import { ErrorAlert } from '../shared/error-alert';

/**
 * Issue 40: publishing asks first, and asks only what can be done. The server checks what a candidate needs to start
 * the exam (a dry run of the publish) before the question: what is missing is listed, each at its field in the
 * user's language, with the way to the editor, and the exam cannot be published from here until it is there.
 */
export function PublishModal({
  schoolId,
  exam,
  onClose,
}: {
  schoolId: string;
  exam: AdminExamRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: [...adminKeys.exam(schoolId, exam.examId), 'publish-check'],
    queryFn: () => setExamPublished(schoolId, exam.examId, true, true),
    // Asked afresh each time the modal opens: the exam may have been edited since.
    staleTime: 0,
    gcTime: 0,
  });
  const publish = useMutation({
    mutationFn: () => setExamPublished(schoolId, exam.examId, true),
    onSuccess: async () => {
      void message.success(t('exams.published'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminKeys.exams(schoolId) });
    },
  });

  return (
    <Modal
      open
      title={t('exams.publishTitle', { name: exam.examName })}
      okText={t('exams.publishConfirm')}
      cancelText={t('exams.publishCancel')}
      okButtonProps={{ disabled: !check.isSuccess }}
      confirmLoading={publish.isPending}
      onOk={() => publish.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      {check.isPending && (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text>{t('exams.publishChecking')}</Typography.Text>
        </Flex>
      )}
      {check.isSuccess && <Typography.Paragraph>{t('exams.publishExplain')}</Typography.Paragraph>}
      <Flex vertical gap={8}>
        <ErrorAlert error={check.error ?? publish.error} />
        {check.isError && (
          <Link to={`/admin/${encodeURIComponent(schoolId)}/exams/${exam.examId}`}>
            {t('exams.publishEdit')}
          </Link>
        )}
      </Flex>
    </Modal>
  );
}
