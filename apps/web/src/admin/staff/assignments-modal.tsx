import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '@/api/admin/keys';
import { assignableExamsQueryOptions, type StaffMember, setAssignments } from '@/api/admin/staff';
import { ErrorAlert } from '../shared/error-alert';

interface Row {
  /** A stable React key: rows are added and removed in the middle. */
  id: number;
  examId: number | undefined;
  sessionId: number | undefined;
}

let nextRowId = 0;
const newRow = (examId?: number, sessionId?: number): Row => {
  nextRowId += 1;
  return { id: nextRowId, examId, sessionId };
};

/** A grader's or proctor's assignments: several rows of an exam and, optionally, one of its sessions. */
export function AssignmentsModal({
  schoolId,
  member,
  onClose,
}: {
  schoolId: string;
  member: StaffMember;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() =>
    member.assignments.map((a) => newRow(a.examId, a.sessionId ?? undefined)),
  );
  const exams = useQuery(assignableExamsQueryOptions(schoolId));
  const save = useMutation({
    mutationFn: () =>
      setAssignments(
        schoolId,
        member.userId,
        rows
          .filter((row) => row.examId !== undefined)
          .map((row) => ({
            examId: row.examId as number,
            ...(row.sessionId !== undefined ? { sessionId: row.sessionId } : {}),
          })),
      ),
    onSuccess: async () => {
      void message.success(t('staff.saved'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff(schoolId) });
    },
  });
  const update = (id: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const examOptions = (exams.data?.list ?? []).map((exam) => ({ value: exam.examId, label: exam.examName }));
  const sessionsOf = (examId: number | undefined) =>
    exams.data?.list.find((exam) => exam.examId === examId)?.sessions ?? [];
  return (
    <Modal
      open
      title={t('staff.assignmentsOf', { name: member.realName || member.userName })}
      okText={t('staff.save')}
      cancelText={t('staff.cancel')}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
    >
      <Flex vertical gap={8}>
        <ErrorAlert error={exams.error ?? save.error} />
        {rows.length === 0 && <Typography.Text type="secondary">{t('staff.noAssignments')}</Typography.Text>}
        {rows.map((row, index) => (
          <Flex key={row.id} gap={8} wrap align="center">
            <Select
              aria-label={t('staff.examRow', { n: index + 1 })}
              placeholder={t('staff.exam')}
              value={row.examId}
              options={examOptions}
              loading={exams.isPending}
              showSearch
              optionFilterProp="label"
              onChange={(examId: number) => update(row.id, { examId, sessionId: undefined })}
              style={{ flex: '1 1 180px', minWidth: 0 }}
            />
            <Select
              aria-label={t('staff.sessionRow', { n: index + 1 })}
              placeholder={t('staff.session')}
              value={row.sessionId}
              allowClear
              disabled={sessionsOf(row.examId).length === 0}
              options={sessionsOf(row.examId).map((s) => ({ value: s.sessionId, label: s.sessionName }))}
              onChange={(sessionId: number | undefined) => update(row.id, { sessionId })}
              style={{ flex: '1 1 140px', minWidth: 0 }}
            />
            <Button
              aria-label={t('staff.removeRow', { n: index + 1 })}
              icon={<DeleteOutlined />}
              onClick={() => setRows((current) => current.filter((other) => other.id !== row.id))}
            />
          </Flex>
        ))}
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setRows((current) => [...current, newRow()])}>
            {t('staff.addRow')}
          </Button>
        </div>
      </Flex>
    </Modal>
  );
}
