import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createGroup,
  type GroupRow,
  groupsQueryOptions,
  type MemberRow,
  membersQueryOptions,
} from '@/api/admin/groups';
import { adminKeys } from '@/api/admin/keys';
import { downloadAdminFile } from '@/api/admin/request';
import { isApiError } from '@/api/client';
import { ErrorAlert } from '../shared/error-alert';
import { issuesByField } from '../shared/issue-fields';
import { useIssueText } from '../shared/issue-text';
import { TableRegion } from '../shared/table-region';
import { MemberImport } from './member-import';

/** Issue 20 groups and candidates: the groups, a new one, a group's members, CSV import and export. */
export function GroupsPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState<string | undefined>();
  const [isCreating, setIsCreating] = useState(false);
  const groups = useQuery(groupsQueryOptions(schoolId));
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('nav.groups')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          {t('groups.new')}
        </Button>
      </Flex>
      <ErrorAlert error={groups.error} />
      <TableRegion label={t('nav.groups')}>
        <Table<GroupRow>
          rowKey="key"
          loading={groups.isPending}
          dataSource={groups.data?.list ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('groups.name'), dataIndex: 'name' },
            { title: t('editor.key'), dataIndex: 'key' },
            { title: t('groups.memberCount'), dataIndex: 'memberCount' },
            {
              title: t('common.actions'),
              render: (_v, row) => (
                <Button size="small" onClick={() => setCurrent(row.key)} aria-pressed={current === row.key}>
                  {t('groups.members')}
                </Button>
              ),
            },
          ]}
        />
      </TableRegion>
      {current ? <GroupMembers schoolId={schoolId} groupKey={current} /> : null}
      <NewGroupModal
        schoolId={schoolId}
        isOpen={isCreating}
        onClose={(created) => {
          setIsCreating(false);
          if (created) setCurrent(created);
        }}
      />
    </Flex>
  );
}

function GroupMembers({ schoolId, groupKey }: { schoolId: string; groupKey: string }) {
  const { t } = useTranslation('admin');
  const members = useQuery(membersQueryOptions(schoolId, groupKey));
  const download = useMutation({
    mutationFn: () =>
      downloadAdminFile(
        schoolId,
        `groups/${encodeURIComponent(groupKey)}/members.csv`,
        `${groupKey}-members.csv`,
      ),
  });
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('groups.membersOf', { key: groupKey })}</h2>}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => download.mutate()}>
          {t('groups.exportCsv')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <MemberImport schoolId={schoolId} groupKey={groupKey} />
        <ErrorAlert error={members.error ?? download.error} />
        <TableRegion label={t('groups.membersOf', { key: groupKey })}>
          <Table<MemberRow>
            rowKey="userName"
            size="small"
            loading={members.isPending}
            dataSource={members.data?.list ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: t('groups.userName'), dataIndex: 'userName' },
              { title: t('groups.realName'), dataIndex: 'realName' },
              { title: t('groups.userCode'), dataIndex: 'userCode' },
              { title: t('groups.mobile'), dataIndex: 'mobile' },
              { title: t('groups.email'), dataIndex: 'email' },
            ]}
          />
        </TableRegion>
      </Flex>
    </Card>
  );
}

function NewGroupModal({
  schoolId,
  isOpen,
  onClose,
}: {
  schoolId: string;
  isOpen: boolean;
  onClose: (created?: string) => void;
}) {
  const { t } = useTranslation('admin');
  const issueText = useIssueText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ key: string; name: string }>();
  const create = useMutation({
    mutationFn: (body: { key: string; name: string }) => createGroup(schoolId, body),
    onSuccess: async ({ key }) => {
      void message.success(t('groups.created'));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: adminKeys.groups(schoolId) });
      onClose(key);
    },
    onError: (error) => {
      if (!isApiError(error, 'VALIDATION_FAILED')) return;
      form.setFields(
        issuesByField(error.issues ?? [], (name) => ['key', 'name'].includes(String(name[0])), issueText)
          .fields as never,
      );
    },
  });
  return (
    <Modal
      open={isOpen}
      title={t('groups.new')}
      onCancel={() => onClose()}
      okText={t('common.save')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
    >
      <Form form={form} layout="vertical" onFinish={(values) => create.mutate(values)}>
        <Form.Item name="key" label={t('editor.key')} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t('groups.name')} rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <ErrorAlert error={create.error} />
      </Form>
    </Modal>
  );
}
