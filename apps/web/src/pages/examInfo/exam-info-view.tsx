import { forcesMailboxBind, showsEntryModeTabs, showsLearningMaterials } from '@iexam/domain/exam-info';
import type { WatermarkAccount } from '@iexam/domain/watermark';
import { Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExamInfoAnswer } from '@/api/exam-info';
import { HydratedApart } from '@/components/hydrated-apart';
import { EntryModePrompt } from '@/features/entry-mode-prompt/entry-mode-prompt';
import { ExamIntroduction } from '@/features/exam-introduction/exam-introduction';
import { LearningMaterials } from '@/features/learning-materials/learning-materials';
import { MailboxBindModal } from '@/features/mailbox-bind/mailbox-bind-modal';
import { useStartFlow } from '@/features/start-flow/use-start-flow';
import { ExamWatermark } from '@/features/watermark/exam-watermark';
import { currentLanguage } from '@/i18n';
import { readSessionJson, SESSION_KEYS } from '@/lib/session-store';
import { ExamBanner } from './exam-banner';
import { ExamSidebar } from './exam-sidebar';
import type { OpenVisitor } from './open-visitor-gate';
import { type ExamInfoQuery, isSkipNotice } from './read-exam-info-query';

export interface ExamInfoViewProps {
  schoolId: string;
  answer: ExamInfoAnswer;
  isOpenMode: boolean;
  isPreview: boolean;
  query: ExamInfoQuery;
  /** The logged-in account (users/me); null in open mode. */
  account: (WatermarkAccount & { isSchoolLedBooking?: boolean }) | null;
  /** An open-link visitor who passed the gate (open-visitor-gate.tsx): the start flow goes with their token. */
  openVisitor?: OpenVisitor | null;
  isDesktopClient: boolean;
  onSelectSession: (sessionId: number) => void;
}

/** SPEC §2 exam information page once the exam is known. */
export function ExamInfoView(props: ExamInfoViewProps) {
  const { t } = useTranslation();
  const { exam, clockOffsetMs } = props.answer;
  const { schoolId, isOpenMode, query } = props;
  const language = query.language ?? currentLanguage();
  const startFlow = useStartFlow({
    schoolId,
    exam,
    isPreview: props.isPreview,
    isSkipNotice: isSkipNotice(query.skip),
    domain: query.domain,
    openVisitor: props.openVisitor ?? null,
  });
  const watermarkAccount = props.account ?? readSessionJson<WatermarkAccount>(SESSION_KEYS.accountsInfo);

  const tabs = [
    {
      key: 'introduction',
      label: t('examInfo.tabs.introduction'),
      children: <ExamIntroduction html={exam.examIntroduction} />,
    },
  ];
  if (showsLearningMaterials(exam, isOpenMode)) {
    tabs.push({
      key: 'learningMaterials',
      label: t('examInfo.tabs.learningMaterials'),
      children: <LearningMaterials schoolId={schoolId} examId={exam.examId} language={language} />,
    });
  }

  return (
    <Flex vertical gap="middle">
      <ExamWatermark account={watermarkAccount} examResultId={exam.userGoingExamResultId} />
      <MailboxBindModal
        schoolId={schoolId}
        isRequired={forcesMailboxBind(exam, props.account !== null, isOpenMode)}
        examId={exam.examId}
      />
      {showsEntryModeTabs(exam, isOpenMode) && (
        <EntryModePrompt
          schoolId={schoolId}
          exam={exam}
          isOpenMode={isOpenMode}
          target={{
            examId: exam.examId,
            sessionId: exam.sessionId,
            identifyCode: query.identifyCode,
            language,
          }}
        />
      )}
      {/* Two columns where they fit (17 : 7), one under the other where not: flex-wrap, not antd's grid, so the page the
          server draws needs no media-query styles and no measuring script to be laid out right (issue 22). */}
      <Flex wrap gap={16} align="flex-start">
        <div style={{ flex: '17 1 560px', minWidth: 0 }}>
          <Flex vertical gap="middle">
            <HydratedApart>
              <ExamBanner
                schoolId={schoolId}
                exam={exam}
                clockOffsetMs={clockOffsetMs}
                isDesktopClient={props.isDesktopClient}
                onSelectSession={props.onSelectSession}
                onStart={startFlow.start}
                onStartIntent={startFlow.prefetchModals}
                isAutoStart={query.domain !== null && !isOpenMode}
                defaultUserName={props.account?.realName ?? undefined}
                isSchoolLedBooking={props.account?.isSchoolLedBooking}
                isPreview={props.isPreview}
              />
            </HydratedApart>
            {startFlow.modals}
            <HydratedApart>
              <Card>
                <Tabs items={tabs} />
              </Card>
            </HydratedApart>
          </Flex>
        </div>
        <div style={{ flex: '7 1 240px', minWidth: 0 }}>
          <HydratedApart>
            <ExamSidebar
              schoolId={schoolId}
              exam={exam}
              isOpenMode={isOpenMode}
              identifyCode={query.identifyCode}
              language={language}
            />
          </HydratedApart>
        </div>
      </Flex>
    </Flex>
  );
}
