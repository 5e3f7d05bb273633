import { leaveWarningOf } from '@iexam/domain/attempts';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { useMutation } from '@tanstack/react-query';
import { App, Flex, Layout, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/accounts';
import { type AnswerDetailsAnswer, acceptCommitmentLetter } from '@/api/attempts';
import { errorMessageKey } from '@/api/client';
import { HydratedApart } from '@/components/hydrated-apart';
import { LoadingBlock } from '@/components/loading-block';
import { MainLandmarkProvider } from '@/components/main-landmark';
import { PageResult } from '@/components/page-result';
import { SaveStatus } from '@/features/answer-sync/save-status';
import { useAutosave } from '@/features/answer-sync/use-autosave';
import { CommitmentLetter, LetterAnswerTime } from '@/features/commitment-letter/commitment-letter';
import { ExamTimer } from '@/features/exam-timer/exam-timer';
import { useRemainingSeconds } from '@/features/exam-timer/use-remaining-seconds';
import { RunSamples } from '@/features/run-samples/run-samples';
import { ScreenDomination } from '@/features/screen-domination/screen-domination';
import { useSwitchScreen } from '@/features/switch-screen/use-switch-screen';
import { ExamWatermark } from '@/features/watermark/exam-watermark';
import { ExtraTimeLine, staffHandInReason, useAttemptNotices } from './attempt-notices';
import { AttemptOutcome } from './attempt-outcome';
import { DownloadAnswersButton, useDownloadAnswers } from './download-answers';
import { ExamHeader } from './exam-header';
import { HandInButton } from './hand-in-button';
import { PaperView } from './paper-view';
import { TakenOver } from './taken-over';
import { useAnswers } from './use-answers';
import { currentDeadline, useAttemptState } from './use-attempt-state';
import { useHandIn } from './use-hand-in';
import { useReviewFlags } from './use-review-flags';

export interface AttemptViewProps {
  schoolId: string;
  clientId: string;
  loaded: AnswerDetailsAnswer;
  /**
   * This tab holds the attempt (its own read took it over). Until then the page is drawn from the server's read
   * (exam-content-page.tsx) and takes no answer: an answer sent before would be refused as another tab's.
   */
  isTakenOver?: boolean;
  account: CurrentUser | null;
  /** An open-link visitor's attempt: every call goes with their token (lib/open-token.ts). */
  openVisitor?: { token: string; identifyCode: string } | null;
  /** The commitment letter was accepted: the details must be read again (the paper, the new deadline). */
  onLetterAccepted: () => void;
}

/** The running attempt (or its outcome): the composition of the answer page's features. */
export function AttemptView({
  schoolId,
  clientId,
  loaded,
  isTakenOver = true,
  account,
  openVisitor = null,
  onLetterAccepted,
}: AttemptViewProps) {
  const { t } = useTranslation();
  const { details, clockOffsetMs } = loaded;
  const { examResultId } = details;
  const isRunningAtLoad = details.status === 'in_progress';
  const token = openVisitor?.token;
  // What staff changed (issue 21): the countdown follows a moved deadline, read with the poll's clock.
  const { polled, poll } = useAttemptState({ schoolId, examResultId, isRunningAtLoad, token });
  const notices = polled?.state.notices;
  useAttemptNotices(examResultId, notices);
  const timing = currentDeadline(details, clockOffsetMs, polled);
  const deadline = useMemo(() => new Date(timing.deadlineMs), [timing.deadlineMs]);
  const remainingSeconds = useRemainingSeconds(deadline, timing.clockOffsetMs);
  // Staff may have given more time since the last poll: the page asks before it hands in at zero.
  const isDeadlineKept = useCallback(async () => {
    const fresh = await poll();
    if (!fresh) return null;
    // Moved later and still ahead on the server's clock: not up yet.
    const { deadline, now } = fresh.state;
    return Date.parse(deadline) <= Math.max(timing.deadlineMs, Date.parse(now));
  }, [poll, timing.deadlineMs]);

  const autosave = useAutosave({
    schoolId,
    examResultId,
    clientId,
    clockOffsetMs,
    serverAnswers: details.answers,
    isActive: isRunningAtLoad && isTakenOver,
    token,
  });
  // Drawn from the server's read: its answers show while the queue opens (the server left the page to the browser
  // when this browser had answers queued, lib/unsaved-answers-cookie.ts).
  const [isServerDrawn] = useState(!isTakenOver);
  const { answers, setAnswer } = useAnswers(details.answers, autosave, { isServerDrawn, isTakenOver });
  const { flags, toggle } = useReviewFlags({
    schoolId,
    examResultId,
    initial: details.flaggedSubjectIds,
    token,
  });
  const { message, modal } = App.useApp();
  const acceptLetter = useMutation({
    mutationFn: () => acceptCommitmentLetter(schoolId, examResultId, token),
    onSuccess: onLetterAccepted,
    onError: (error) => void message.error(t(errorMessageKey(error))),
  });
  const handIn = useHandIn({
    schoolId,
    examResultId,
    flushNow: autosave.flushNow,
    remainingSeconds,
    isRunning: isRunningAtLoad,
    isTimeStillUp: isDeadlineKept,
    token,
  });
  const { stopReason, unsaved } = autosave.snapshot;
  const { phase, noticeHandedIn } = handIn;
  const isRunning = phase !== 'done';
  // A save refused with 6102, or the poll: the server handed the attempt in (time, switch rule, another tab,
  // staff). Answers still queued stay offered for download on the outcome.
  const polledStatus = polled?.state.status;
  useEffect(() => {
    const isHandedIn =
      stopReason === 'submitted' || (polledStatus !== undefined && polledStatus !== 'in_progress');
    if (isHandedIn && phase === 'running') void noticeHandedIn();
  }, [stopReason, polledStatus, phase, noticeHandedIn]);
  const { clearIfSaved } = autosave;
  useEffect(() => {
    if (!isRunning && unsaved === 0) void clearIfSaved();
  }, [isRunning, unsaved, clearIfSaved]);
  // On coming back: the count, and what the next leave does (issue 17 defect 4). The one button is the safe one;
  // a newer warning replaces the one still open.
  const leaveWarning = useRef<{ destroy: () => void } | null>(null);
  const warnOfLeave = (times: number) => {
    const warning = leaveWarningOf(details, times);
    if (warning === null) return;
    const allowed = details.allowedSwitchScreenTimes;
    leaveWarning.current?.destroy();
    leaveWarning.current = modal.warning({
      title: t('examContent.leaveWarning.title', { times, allowed }),
      content: t(`examContent.leaveWarning.${warning}`, { times, allowed }),
      okText: t('examContent.leaveWarning.ok'),
    });
  };
  // What the next leave does means nothing once the attempt is no longer answered here: the warning goes with the
  // answer page rather than stay over the outcome (issue 42).
  const isAnsweredHere = isRunning && stopReason !== 'takenOver';
  useEffect(() => {
    if (!isAnsweredHere) leaveWarning.current?.destroy();
  }, [isAnsweredHere]);
  const switchTimes = useSwitchScreen({
    schoolId,
    examResultId,
    clockOffsetMs,
    initialTimes: details.switchScreenTimes,
    serverTimes: polled?.state.switchScreenTimes,
    isActive: isRunning,
    onHandedIn: () => void handIn.noticeHandedIn(),
    onCounted: warnOfLeave,
    token,
  });
  const download = useDownloadAnswers(schoolId, details, answers);
  const downloadButton = <DownloadAnswersButton onClick={download} />;

  const watermark = (
    <ExamWatermark
      account={account}
      examResultId={examResultId}
      isRequiredByExam={details.isAllowWatermark === 1}
    />
  );
  if (!isRunning) {
    return (
      <>
        {watermark}
        <AttemptOutcome
          schoolId={schoolId}
          examId={details.examId}
          examResultId={examResultId}
          examName={details.examName}
          sessionId={details.sessionId}
          openVisitor={openVisitor}
          result={handIn.result}
          staffReason={staffHandInReason(notices)}
          extra={unsaved > 0 ? downloadButton : null}
        />
      </>
    );
  }
  if (stopReason === 'takenOver') return <TakenOver unsaved={unsaved} downloadButton={downloadButton} />;
  if (phase === 'handingIn' && remainingSeconds === 0)
    return (
      <PageResult
        icon={<Spin size="large" />}
        title={t('examContent.timeUp.title')}
        subTitle={t('examContent.timeUp.handingIn')}
      />
    );

  // The server holds the acceptance: the paper and the answer time wait for it, on every device.
  const isLetterPending = details.isCommitmentLetter === 1 && details.letterAcceptedAt === null;
  return (
    <Layout style={{ minHeight: '100vh' }} inert={!isTakenOver} aria-busy={!isTakenOver}>
      {watermark}
      <HydratedApart>
        <ExamHeader
          examName={details.examName}
          timer={
            <Flex vertical>
              {isLetterPending ? (
                <LetterAnswerTime
                  minutes={Math.round((timing.deadlineMs - Date.parse(details.startAnswerTime)) / 60_000)}
                />
              ) : (
                <ExamTimer remainingSeconds={remainingSeconds} />
              )}
              <ExtraTimeLine notices={notices} />
            </Flex>
          }
          saveStatus={<SaveStatus snapshot={autosave.snapshot} onDownload={download} />}
          switchScreen={
            details.allowedSwitchScreenTimes >= 0
              ? { times: switchTimes, allowed: details.allowedSwitchScreenTimes }
              : null
          }
          action={
            answers &&
            !isLetterPending && (
              <HandInButton
                subjects={details.subjects}
                answers={answers}
                flags={flags}
                isHandingIn={handIn.phase === 'handingIn'}
                onConfirm={() => handIn.handIn(false)}
              />
            )
          }
        />
      </HydratedApart>
      <Layout.Content style={{ padding: 24 }}>
        <MainLandmarkProvider>
          <ScreenDomination isEnabled={details.enableScreenDomination === 1} />
          {isLetterPending ? (
            <CommitmentLetter
              examName={details.examName}
              letter={details.examCommitmentLetter ?? ''}
              onAccept={() => acceptLetter.mutate()}
            />
          ) : answers ? (
            <PaperView
              subjects={details.subjects}
              answers={answers}
              flags={flags}
              onAnswer={setAnswer}
              onToggleFlag={toggle}
              renderFooter={(subject) =>
                subject.subjectType === SUBJECT_TYPE.code && (
                  <RunSamples
                    schoolId={schoolId}
                    examResultId={examResultId}
                    subjectId={subject.subjectId}
                    program={
                      (answers.get(subject.subjectId)?.answer as { language: string; code: string }) ?? null
                    }
                    token={token}
                  />
                )
              }
            />
          ) : (
            <LoadingBlock />
          )}
        </MainLandmarkProvider>
      </Layout.Content>
    </Layout>
  );
}
