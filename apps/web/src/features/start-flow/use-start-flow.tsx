import { type ExamInfo, needsVerification } from '@iexam/domain/exam-info';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { lazy, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { examPreviewQueryOptions } from '@/api/exam-preview';
import { confirmStart, generateToken, type StartTarget, startExam } from '@/api/exam-start';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { detectBrowser } from '@/lib/browser';
import { getClientId } from '@/lib/client-id';
import { clearExamContentPreview, markExamContentPreview } from '@/lib/exam-content-status';
import { postExamModal } from '@/lib/parent-frame';
import { examContentPath, paths } from '@/lib/routes';
import { startErrorText } from './start-error';

// The notice (its checkbox) and the authorization code (its input) show only after the start button is pressed:
// their code is fetched then, or when the button is hovered or focused, not with the exam information page (issue 22).
const importNoticeModal = () => import('./notice-modal');
const importAuthCodeModal = () => import('./auth-code-modal');
const NoticeModal = lazy(async () => ({ default: (await importNoticeModal()).NoticeModal }));
const AuthCodeModal = lazy(async () => ({ default: (await importAuthCodeModal()).AuthCodeModal }));
/** Starts fetching a modal's chunk ahead of need; a failure is left to the lazy component to meet again. */
const prefetch = (importer: () => Promise<unknown>) => void importer().catch(() => undefined);

export interface StartFlowOptions {
  schoolId: string;
  exam: ExamInfo;
  /** examId N/2 (SPEC §2). */
  isPreview: boolean;
  /** The `skip` query asks to leave the notice out (docs/decisions/0014). */
  isSkipNotice: boolean;
  /** The embedding page's origin (`domain` query): it hears when the flow's modals open. */
  domain: string | null;
  /**
   * An open-link visitor (issue 7): every call goes with their exam-scoped token, the authorization code to the open
   * checkAuthCode path, and the answer page learns by the identifyCode in its address whose attempt it is.
   */
  openVisitor?: { token: string; identifyCode: string } | null | undefined;
}

/** Whether SPEC §4 start flow step 2 shows the notice: not in preview, not skipped, and switch-screen configured. */
export function showsStartNotice(options: Pick<StartFlowOptions, 'exam' | 'isPreview' | 'isSkipNotice'>) {
  return !options.isPreview && !options.isSkipNotice && options.exam.allowedSwitchScreenTimes !== -1;
}

type Asking =
  | { kind: 'notice'; resolve: (ok: boolean) => void }
  | { kind: 'authCode'; resolve: (code: string | null) => void };

/**
 * SPEC §4 start flow, in its order: (1 is the start button's: an unbooked session says 'book first') 2 the notice,
 * 3 the checks (Chrome or the desktop client for verification, the authorization code), 4 generatetoken with the
 * multiple-exam confirmation and confirm, then startExam and the answer page. An unfinished attempt goes straight
 * to startExam, which resumes it. In preview (examId N/2) there is no attempt: no notice, no checks, no startExam;
 * examPreview (staff only) and the answer page with examContentStatus 2. Returns `start` and the modals to render.
 */
export function useStartFlow(options: StartFlowOptions): {
  start: () => void;
  /** The candidate is about to start (hover, focus): fetch the modals this flow will ask with. */
  prefetchModals: () => void;
  isStarting: boolean;
  modals: ReactNode;
} {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const isRunning = useRef(false);
  const { exam, schoolId, domain, openVisitor } = options;
  const target: StartTarget = {
    schoolId,
    examId: exam.examId,
    sessionId: exam.sessionId,
    ...(openVisitor ? { openToken: openVisitor.token } : {}),
  };

  const ask = <T,>(kind: Asking['kind']) =>
    new Promise<T>((resolve) => setAsking({ kind, resolve } as Asking));
  const answer = (value: boolean | string | null) => {
    (asking?.resolve as ((value: boolean | string | null) => void) | undefined)?.(value);
    setAsking(null);
  };

  const confirmOtherExam = async (otherExamNames: string[]) => {
    postExamModal(domain, 'multipleExamModal', { examId: exam.examId, sessionId: exam.sessionId });
    return modal.confirm({
      title: t('startFlow.multipleExam.title'),
      content: t('startFlow.multipleExam.content', {
        names: otherExamNames
          .map((name) => t('startFlow.multipleExam.name', { name }))
          .join(t('startFlow.multipleExam.separator')),
      }),
      okText: t('startFlow.multipleExam.ok'),
      cancelText: t('startFlow.multipleExam.cancel'),
      // Going on hands another exam in: an Enter must not do that (issue 17 defect 3).
      focusable: { autoFocusButton: 'cancel' },
    });
  };

  const checkAndPrepare = async (): Promise<{ authCode?: string } | null> => {
    if (showsStartNotice(options)) {
      postExamModal(domain, 'beforeExamModal', { examId: exam.examId, sessionId: exam.sessionId });
      if (!(await ask<boolean>('notice'))) return null;
    }
    const browser = detectBrowser();
    if (needsVerification(exam) && !browser.isChrome && !browser.isDesktopClient) {
      void message.warning(t('startButton.toast.useChrome'));
      return null;
    }
    // The attempt limit is the start button's state (and the server's refusal); a desktop client that sends its
    // marker is taken as logged in (docs/decisions/0014).
    let authCode: string | undefined;
    if (exam.authCodeFlag === 1) {
      const code = await ask<string | null>('authCode');
      if (code === null) return null;
      authCode = code;
    }
    const token = await generateToken(target);
    if (token.tips === 1) {
      if (!(await confirmOtherExam(token.otherExamNames))) return null;
      await confirmStart(target);
    }
    return authCode === undefined ? {} : { authCode };
  };

  // The checks of step 3 guard an attempt (its limit, its room code, its proctoring); a preview makes none. The
  // server says whether this account may preview (403 for a candidate), before the tab is marked.
  const openPreview = async () => {
    await queryClient.fetchQuery(examPreviewQueryOptions({ schoolId, examId: exam.examId }));
    markExamContentPreview();
    await navigate(paths.examContentPreview(schoolId, { examId: exam.examId, examName: exam.examName }));
  };

  const start = async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    setIsStarting(true);
    try {
      if (options.isPreview) {
        await openPreview();
        return;
      }
      clearExamContentPreview();
      const isResume = exam.userGoingExamResultId !== null;
      const prepared = isResume ? {} : await checkAndPrepare();
      if (prepared === null) return;
      const started = await startExam({ ...target, authCode: prepared.authCode, clientId: getClientId() });
      await navigate(
        examContentPath(schoolId, {
          examResultId: started.examResultId,
          examId: exam.examId,
          sessionId: exam.sessionId,
          examName: exam.examName,
          isCommitmentLetter: exam.isCommitmentLetter,
          examCommitmentLetter: exam.examCommitmentLetter,
          identifyCode: openVisitor?.identifyCode ?? null,
        }),
      );
    } catch (error) {
      void message.error(startErrorText(error, t));
    } finally {
      isRunning.current = false;
      setIsStarting(false);
    }
  };

  const prefetchModals = () => {
    if (options.isPreview || exam.userGoingExamResultId !== null) return;
    if (showsStartNotice(options)) prefetch(importNoticeModal);
    if (exam.authCodeFlag === 1) prefetch(importAuthCodeModal);
  };

  const modals = (
    <>
      <MountWhenOpened open={asking?.kind === 'notice'}>
        <NoticeModal
          open={asking?.kind === 'notice'}
          examNotice={exam.isExamNotice === 1 ? exam.examNotice : ''}
          allowedSwitchScreenTimes={exam.allowedSwitchScreenTimes}
          isCompulsoryHandIn={exam.isCompulsoryHandIn}
          onOk={() => answer(true)}
          onCancel={() => answer(false)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={asking?.kind === 'authCode'}>
        <AuthCodeModal
          open={asking?.kind === 'authCode'}
          target={target}
          onVerified={(code) => answer(code)}
          onCancel={() => answer(null)}
        />
      </MountWhenOpened>
    </>
  );
  return { start: () => void start(), prefetchModals, isStarting, modals };
}
