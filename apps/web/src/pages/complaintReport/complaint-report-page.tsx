import { COMPLAINT_CONTACT_MAX, COMPLAINT_TEXT_MAX } from '@iexam/domain/complaints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, List, Result, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { meQueryOptions } from '@/api/accounts';
import { errorMessageKey, isApiError, isUnauthenticated } from '@/api/client';
import { type ComplaintInput, ownComplaintsQueryOptions, sendComplaint } from '@/api/complaints';
import { schoolQueryOptions } from '@/api/portal';
import { LoadingBlock } from '@/components/loading-block';
import { AccountHeader } from '@/features/account-menu/account-header';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { currentLanguage } from '@/i18n';
import { useDocumentTitle } from '@/lib/document-title';
import { formatViewerTime } from '@/lib/exam-time';
import { buildLoginUrl } from '@/lib/login-url';
import { readComplaintSubject } from './complaint-info';

interface FormValues {
  text: string;
  contact?: string;
}

/**
 * SPEC §2 /complaintReport/{schoolId}: the complaint page the exam page's entry opens in a new tab. It names the
 * exam the entry stored in session storage, sends the candidate's words to the school's exam office, and lists
 * the complaints already sent (docs/decisions/0028).
 */
export function ComplaintReportPage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [subject] = useState(readComplaintSubject);
  useDocumentTitle(t('complaint.title'), subject?.contentTitle);

  const me = useQuery(meQueryOptions());
  const school = useQuery(schoolQueryOptions(schoolId));
  const own = useQuery({ ...ownComplaintsQueryOptions(schoolId), enabled: me.data?.schoolId === schoolId });
  const send = useMutation({
    mutationFn: (body: ComplaintInput) => sendComplaint(schoolId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ownComplaintsQueryOptions(schoolId).queryKey }),
    onError: (error) => {
      // A refusal that names a field is shown at that field; anything else above the form.
      if (isApiError(error, 'VALIDATION_FAILED') && (error.field === 'text' || error.field === 'contact'))
        form.setFields([{ name: error.field, errors: [t(errorMessageKey(error))] }]);
    },
  });

  const isOtherSchool = me.data !== undefined && me.data.schoolId !== schoolId;
  if (isUnauthenticated(me.error) || isOtherSchool) {
    return (
      <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`, currentLanguage())} replace />
    );
  }

  const onFinish = (values: FormValues) =>
    send.mutate({
      ...(subject?.examId !== undefined ? { examId: subject.examId } : {}),
      contentTitle: subject?.contentTitle ?? '',
      contentURL: subject?.contentURL ?? '',
      text: values.text,
      contact: values.contact ?? '',
    });

  const isNotOffered = isApiError(send.error, 'FORBIDDEN');
  const sendError = send.error && !isApiError(send.error, 'VALIDATION_FAILED') ? send.error : undefined;

  return (
    <PageLayout
      schoolId={schoolId}
      routeName="complaintReport"
      pageName={t('complaint.title')}
      title={school.data?.name ?? schoolId}
      headerExtra={
        <>
          <LanguageSwitcher />
          <AccountHeader me={me.data} />
        </>
      }
    >
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('complaint.title')}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'about',
            label: t('complaint.about'),
            children: subject?.contentTitle || t('complaint.general'),
          },
        ]}
      />
      {send.isSuccess ? (
        <Result
          style={{ maxWidth: 640 }}
          status="success"
          title={t('complaint.sent')}
          subTitle={t('complaint.sentNumber', { id: send.data.complaintId })}
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                send.reset();
              }}
            >
              {t('complaint.another')}
            </Button>
          }
        />
      ) : isNotOffered ? (
        <Result style={{ maxWidth: 640 }} status="info" title={t('complaint.notOffered')} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          style={{ maxWidth: 640 }}
          disabled={send.isPending}
        >
          {sendError && (
            <Alert type="error" showIcon title={t(errorMessageKey(sendError))} style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            name="text"
            label={t('complaint.text')}
            rules={[{ required: true, whitespace: true, message: t('complaint.textRequired') }]}
          >
            <Input.TextArea
              rows={6}
              maxLength={COMPLAINT_TEXT_MAX}
              showCount
              placeholder={t('complaint.textPlaceholder')}
            />
          </Form.Item>
          <Form.Item name="contact" label={t('complaint.contact')}>
            <Input
              maxLength={COMPLAINT_CONTACT_MAX}
              placeholder={t('complaint.contactPlaceholder')}
              autoComplete="tel"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('complaint.submit')}
          </Button>
        </Form>
      )}
      <Card size="small" title={t('complaint.history')} style={{ marginTop: 24, maxWidth: 640 }}>
        {own.data ? (
          <List
            dataSource={own.data}
            // antd's List says "nothing yet" in the disabled grey (1.8:1); Empty says it as the records list does.
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('complaint.historyEmpty')} />
              ),
            }}
            renderItem={(complaint) => (
              <List.Item
                key={complaint.complaintId}
                extra={
                  <Tag color={complaint.status === 'open' ? 'processing' : 'success'}>
                    {t(complaint.status === 'open' ? 'complaint.statusOpen' : 'complaint.statusAnswered')}
                  </Tag>
                }
              >
                <List.Item.Meta
                  title={`#${complaint.complaintId} ${complaint.contentTitle || t('complaint.general')}`}
                  description={
                    <>
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
                        {complaint.text}
                      </Typography.Paragraph>
                      {formatViewerTime(complaint.submittedAt, t)}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        ) : own.error ? (
          <Alert type="warning" showIcon title={t(errorMessageKey(own.error))} />
        ) : (
          <LoadingBlock rows={1} />
        )}
      </Card>
    </PageLayout>
  );
}
