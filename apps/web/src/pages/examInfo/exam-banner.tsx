import { type ExamInfo, startButtonInputFor, startButtonState } from '@iexam/domain/exam-info';
import { DEFAULT_SITE_CONFIG, desktopClientAddress } from '@iexam/domain/site-config';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schoolQueryOptions } from '@/api/portal';
import { siteConfigQueryOptions } from '@/api/site-config';
import { BookingStatus } from '@/features/appointment/booking-status';
import { useBooking } from '@/features/appointment/use-booking';
import { ExamInfoTable } from '@/features/exam-info-table/exam-info-table';
import { SessionPicker } from '@/features/session-picker/session-picker';
import { StartButton } from '@/features/start-button/start-button';
import { useAutoStart } from '@/features/start-flow/use-auto-start';
import { currentLanguage } from '@/i18n';
import { coverUrl } from '@/lib/cover-url';
import { renderNowMs } from '@/lib/render-context';
import { portalLinkOf } from '@/lib/routes';
import { sessionAppointmentState } from '@/lib/session-booking';
import { useCountdownSeconds } from '@/lib/use-countdown';
import { startsAtOf } from './start-input';

export interface ExamBannerProps {
  schoolId: string;
  exam: ExamInfo;
  clockOffsetMs: number;
  isDesktopClient: boolean;
  onSelectSession: (sessionId: number) => void;
  /** The start flow (SPEC §4), for the enabled start and ready states. */
  onStart: () => void;
  /** The start button is hovered or focused: the start flow fetches the modals it will show. */
  onStartIntent?: (() => void) | undefined;
  /** SPEC §2 `domain`: the start flow runs once on load when the state is 'start'. */
  isAutoStart: boolean;
  /** Fills the appointment form's name. */
  defaultUserName?: string | undefined;
  isSchoolLedBooking?: boolean | undefined;
  /**
   * examId `N/2`: staff look at the paper before candidates do, so the candidate's start rules (not started, ended,
   * limits) do not apply; the server alone decides who may preview (docs/decisions/0017-preview-start.md).
   */
  isPreview?: boolean;
}

const COVER_WIDTH = 280;

/** SPEC §2 banner: exam name and cover, the session picker, the info table and the action button. */
export function ExamBanner({
  schoolId,
  exam,
  clockOffsetMs,
  isDesktopClient,
  onSelectSession,
  onStart,
  onStartIntent,
  isAutoStart,
  defaultUserName,
  isSchoolLedBooking,
  isPreview = false,
}: ExamBannerProps) {
  const { t } = useTranslation();
  // The countdown runs on the server's clock from the answer's `now`; at 0 the state moves on by itself.
  const countdownSeconds = useCountdownSeconds(startsAtOf(exam), clockOffsetMs);
  const now = new Date(renderNowMs(clockOffsetMs));
  const input = startButtonInputFor(exam, { isDesktopClient, countdownSeconds, now });
  const hasSessions = exam.sessionList.length > 0;
  const school = useQuery(schoolQueryOptions(schoolId));
  const siteConfig = useQuery(siteConfigQueryOptions());
  const clientDownloadHref = portalLinkOf(
    desktopClientAddress(school.data?.clientDownloadUrl ?? '', siteConfig.data ?? DEFAULT_SITE_CONFIG),
    currentLanguage(),
  );
  useAutoStart(isAutoStart && startButtonState(input).kind === 'start', onStart);
  const booking = useBooking({
    schoolId,
    exam,
    now: () => new Date(Date.now() + clockOffsetMs),
    defaultUserName,
    isSchoolLedBooking,
  });
  const selected = exam.sessionList.find((session) => session.id === exam.sessionId) ?? null;
  const isAppointment = exam.examAppointment === 1;

  return (
    <Card>
      <Flex gap="large" wrap>
        {exam.cover && (
          // A plain image: without its preview antd's Image adds nothing a candidate sees, and its preview code
          // (rc-image) would load with every exam information page (issue 22).
          <img
            src={coverUrl(exam.cover)}
            alt={t('examInfo.coverAlt')}
            width={COVER_WIDTH}
            style={{
              maxWidth: '100%',
              height: 'auto',
              objectFit: 'cover',
              borderRadius: 8,
              verticalAlign: 'middle',
            }}
          />
        )}
        <Flex vertical gap="middle" style={{ flex: '1 1 360px', minWidth: 0 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {exam.examName}
          </Typography.Title>
          {hasSessions && (
            <Space>
              <Typography.Text type="secondary">{t('session.label')}</Typography.Text>
              <SessionPicker
                sessions={exam.sessionList}
                selectedSessionId={exam.sessionId}
                timezoneHours={exam.timezoneHours}
                isAppointment={isAppointment}
                now={now}
                onSelect={onSelectSession}
              />
            </Space>
          )}
          <ExamInfoTable exam={exam} hasSessions={hasSessions} />
          <Flex gap="middle" align="center" wrap>
            {isPreview ? (
              <Button type="primary" size="large" style={{ minWidth: 160 }} onClick={onStart}>
                {t('examInfo.startPreview')}
              </Button>
            ) : (
              <StartButton
                input={input}
                isResume={exam.userGoingExamResultId !== null}
                onStart={onStart}
                onBook={selected ? () => booking.book(selected) : undefined}
                onIntent={
                  startButtonState(input).kind === 'appointment' ? booking.prefetchModals : onStartIntent
                }
                clientDownloadHref={clientDownloadHref}
              />
            )}
            {isAppointment && selected && (
              <BookingStatus
                session={selected}
                state={sessionAppointmentState(selected, now)}
                onCancel={() => booking.cancel(selected)}
              />
            )}
          </Flex>
          {booking.modals}
        </Flex>
      </Flex>
    </Card>
  );
}
