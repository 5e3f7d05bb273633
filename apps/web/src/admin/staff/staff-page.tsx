import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffAssignment, type StaffMember, staffQueryOptions } from '@/api/admin/staff';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { AddStaffModal } from './add-staff-modal';
import { AssignmentsModal } from './assignments-modal';
import { LoginCodeButton } from './login-code-button';

const ROLE_COLORS = { exam_admin: 'purple', grader: 'blue', proctor: 'cyan' } as const;

/**
 * The school's staff with their roles and assignments; add an account, edit a grader's or proctor's exams, issue a
 * one-time login code.
 */
export function StaffPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const staff = useQuery(staffQueryOptions(schoolId));
  const assignmentText = (assignment: StaffAssignment) =>
    `${assignment.examName} · ${assignment.sessionName ?? t('staff.wholeExam')}`;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('staff.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
          {t('staff.add')}
        </Button>
      </Flex>
      <ErrorAlert error={staff.error} />
      <TableRegion label={t('staff.title')}>
        <Table<StaffMember>
          rowKey="userId"
          loading={staff.isPending}
          dataSource={staff.data?.list ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('staff.userName'), dataIndex: 'userName' },
            { title: t('staff.realName'), dataIndex: 'realName' },
            {
              title: t('staff.role'),
              dataIndex: 'role',
              render: (role: StaffMember['role']) => (
                <Tag color={ROLE_COLORS[role]}>{t(`staff.roles.${role}`)}</Tag>
              ),
            },
            {
              title: t('staff.assignments'),
              key: 'assignments',
              render: (_value, row) =>
                row.role === 'exam_admin' ? (
                  t('staff.everyExam')
                ) : row.assignments.length === 0 ? (
                  t('staff.noAssignments')
                ) : (
                  <Flex vertical gap={2}>
                    {row.assignments.map((assignment) => (
                      <span key={`${assignment.examId}:${assignment.sessionId}`}>
                        {assignmentText(assignment)}
                      </span>
                    ))}
                  </Flex>
                ),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Flex gap={8} wrap>
                  {row.role !== 'exam_admin' && (
                    <Button
                      size="small"
                      // antd spaces out a two-character Chinese label; the name must keep the text as it is shown.
                      autoInsertSpace={false}
                      aria-label={t('staff.assignmentsOf', { name: row.realName || row.userName })}
                      onClick={() => setEditing(row)}
                    >
                      {t('staff.editAssignments')}
                    </Button>
                  )}
                  <LoginCodeButton schoolId={schoolId} member={row} />
                </Flex>
              ),
            },
          ]}
        />
      </TableRegion>
      <AddStaffModal schoolId={schoolId} open={isAdding} onClose={() => setIsAdding(false)} />
      {editing && <AssignmentsModal schoolId={schoolId} member={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
