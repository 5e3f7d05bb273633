import { canCancelAppointment } from '@iexam/domain/appointments';
import type { ExamInfo, ExamSession } from '@iexam/domain/exam-info';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookAppointment, cancelAppointment } from '@/api/appointments';
import { examInfoQueryKeyOfExam } from '@/api/exam-info';
import { MountWhenOpened } from '@/components/mount-when-opened';
import { formatExamTime } from '@/lib/exam-time';
import { bookingErrorText, cancelErrorText, isAppointmentCode } from './appointment-error';
import type { AppointmentFormValues } from './appointment-form-modal';

// The booking's notice and form (antd Form) show only after "book" is pressed: their code is fetched then, or when
// the button is hovered or focused, not with the exam information page (issue 22).
const importNoticeModal = () => import('./appointment-notice-modal');
const importFormModal = () => import('./appointment-form-modal');
const AppointmentNoticeModal = lazy(async () => ({
  default: (await importNoticeModal()).AppointmentNoticeModal,
}));
const AppointmentFormModal = lazy(async () => ({ default: (await importFormModal()).AppointmentFormModal }));

export interface BookingOptions {
  schoolId: string;
  exam: ExamInfo;
  /** The server's clock (DESIGN §4): the cancel window is judged on it. */
  now: () => Date;
  /** Fills the name field, which the candidate may still change. */
  defaultUserName?: string | undefined;
  /** SPEC §5: the school books for this account; it is warned before any form (the server refuses it too). */
  isSchoolLedBooking?: boolean | undefined;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));
/** A wrong or used code can be fixed in the form; other refusals end the booking. */
const KEEPS_FORM_OPEN = new Set([5005, 5006]);

/**
 * SPEC §4 appointment per session: book (notice, form, success) and cancel (window check, confirmation). After
 * either, the exam info is fetched again so places and states update. The web books for the candidate themself:
 * reserveType 2 (personal); the exam info names no default appointment (docs/decisions/0014).
 */
export function useBooking(options: BookingOptions): {
  book: (session: ExamSession) => void;
  cancel: (session: ExamSession) => void;
  /** The candidate is about to book (hover, focus): fetch the notice and the form ahead. */
  prefetchModals: () => void;
  modals: ReactNode;
} {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { exam, schoolId } = options;
  const [step, setStep] = useState<{ kind: 'notice' | 'form'; session: ExamSession } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isRedemptionCode = exam.isRedemptionCode === 1;
  const timeOf = (session: ExamSession) => formatExamTime(session.beginTime, exam.timezoneHours, t);
  const refetch = () =>
    queryClient.invalidateQueries({
      queryKey: examInfoQueryKeyOfExam({ schoolId, examId: exam.examId, isOpenMode: false }),
    });

  const submit = async (session: ExamSession, form: AppointmentFormValues) => {
    setIsSubmitting(true);
    try {
      await bookAppointment({
        schoolId,
        examId: exam.examId,
        sessionId: session.id,
        reserveType: 2,
        isRedemptionCode: isRedemptionCode ? 1 : 0,
        form,
      });
      setStep(null);
      await refetch();
      void modal.success({
        title: t('appointment.success.title'),
        content: t('appointment.success.content', { session: session.sessionName, time: timeOf(session) }),
        okText: t('appointment.success.ok'),
      });
    } catch (error) {
      void message.warning(bookingErrorText(error, t));
      if (isAppointmentCode(error) && !KEEPS_FORM_OPEN.has(Number(error.code))) {
        setStep(null);
        await refetch();
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  const cancel = async (session: ExamSession) => {
    const decision = canCancelAppointment(
      {
        cancelAppointmentBeginTime: dateOrNull(session.cancelAppointmentBeginTime),
        cancelAppointmentEndTime: dateOrNull(session.cancelAppointmentEndTime),
      },
      options.now(),
    );
    if (!decision.allowed) {
      void message.warning(
        t(
          decision.reason === 'CANCEL_TIME_NOT_ARRIVED'
            ? 'errors.appointment.cancelTimeNotArrived'
            : 'errors.appointment.cancelTimePassed',
        ),
      );
      return;
    }
    const confirmed = await modal.confirm({
      title: t('appointment.cancel.title'),
      content: t(isRedemptionCode ? 'appointment.cancel.contentWithCode' : 'appointment.cancel.content', {
        session: session.sessionName,
      }),
      okText: t('appointment.cancel.ok'),
      cancelText: t('appointment.cancel.keep'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    try {
      await cancelAppointment({ schoolId, examId: exam.examId, sessionId: session.id });
      void message.success(t('appointment.cancel.done'));
    } catch (error) {
      void message.warning(cancelErrorText(error, t));
    }
    await refetch();
  };

  const modals = (
    <>
      <MountWhenOpened open={step?.kind === 'notice'}>
        <AppointmentNoticeModal
          open={step?.kind === 'notice'}
          session={step?.session ?? null}
          timezoneHours={exam.timezoneHours}
          isRedemptionCode={isRedemptionCode}
          onOk={() => setStep((current) => current && { ...current, kind: 'form' })}
          onCancel={() => setStep(null)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={step?.kind === 'form'}>
        <AppointmentFormModal
          open={step?.kind === 'form'}
          isDefaultAppointment={false}
          isRedemptionCode={isRedemptionCode}
          sessionLine={
            step
              ? t('appointment.form.session', {
                  session: step.session.sessionName,
                  time: timeOf(step.session),
                })
              : ''
          }
          initialValues={{ userName: options.defaultUserName }}
          isSubmitting={isSubmitting}
          onSubmit={(values) => {
            if (step) void submit(step.session, values);
          }}
          onCancel={() => setStep(null)}
        />
      </MountWhenOpened>
    </>
  );

  const prefetchModals = () => {
    if (options.isSchoolLedBooking) return;
    for (const importer of [importNoticeModal, importFormModal]) void importer().catch(() => undefined);
  };
  const warnSchoolLed = () => void message.warning(t('errors.appointment.notAllowed'));
  const book = (session: ExamSession) => {
    // The form follows the notice: its chunk comes while the notice is read.
    prefetchModals();
    setStep({ kind: 'notice', session });
  };
  return {
    book: (session) => (options.isSchoolLedBooking ? warnSchoolLed() : book(session)),
    cancel: (session) => (options.isSchoolLedBooking ? warnSchoolLed() : void cancel(session)),
    prefetchModals,
    modals,
  };
}
