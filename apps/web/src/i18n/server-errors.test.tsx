import type { Language } from '@iexam/domain/constants';
import { ERROR_CODES, type ErrorReason } from '@iexam/domain/errors';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { bookingErrorText } from '@/features/appointment/appointment-error';
import { openErrorText } from '@/features/open-identity/open-error';
import { startErrorText } from '@/features/start-flow/start-error';
import { applyLanguage, i18n } from '@/i18n';
import { ExamInfoFailure, failureActionFor } from '@/pages/examInfo/exam-info-failure';
import { renderInApp } from '@/test/render-app';
import enUS from './en_US.json';
import zhCN from './zh_CN.json';

const CATALOGUES: Record<Language, unknown> = { zh_CN: zhCN, en_US: enUS };
const HAN = /[\u4e00-\u9fff]/;

function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/** The error as the server sends it: the catalogue's code, its English message and the reason it names. */
function serverError(reason: ErrorReason): ApiError {
  const definition = ERROR_CODES[reason];
  return new ApiError({
    status: definition.httpStatus,
    code: definition.code,
    reason,
    message: definition.message,
    data: { reason },
  });
}

const CASES = (Object.keys(ERROR_CODES) as ErrorReason[]).flatMap((reason) =>
  (['zh_CN', 'en_US'] as const).map((language) => ({ reason, language })),
);
const BROWSER = { schoolId: 'demo', isOpenMode: false, isDesktopClient: false };

describe('every code of the error catalogue is shown in the page language, never as the server wrote it (issue 17)', () => {
  afterAll(() => applyLanguage('zh_CN'));

  it.each(CASES)('$reason has its own $language text', ({ reason, language }) => {
    const text = lookUp(CATALOGUES[language], ERROR_CODES[reason].messageKey);
    expect(typeof text).toBe('string');
    expect((text as string).trim()).not.toBe('');
    // The server's message is English: in zh_CN it is translated, not copied.
    if (language === 'zh_CN') expect(text).toMatch(HAN);
  });

  it.each(CASES)('booking refused with $reason says it in $language', async ({ reason, language }) => {
    await applyLanguage(language);
    const expected =
      reason === 'INTERNAL' ? i18n.t('appointment.failed') : i18n.t(ERROR_CODES[reason].messageKey);
    expect(bookingErrorText(serverError(reason), i18n.t)).toBe(expected);
  });

  // A 429 says how long to wait and INTERNAL is our own fault: each has its own sentence there.
  const OWN_SENTENCE = new Set<ErrorReason>(['TOO_MANY_REQUESTS', 'INTERNAL']);
  it.each(CASES.filter(({ reason }) => !OWN_SENTENCE.has(reason)))(
    'a start or an open link refused with $reason says it in $language',
    async ({ reason, language }) => {
      await applyLanguage(language);
      const expected = i18n.t(ERROR_CODES[reason].messageKey);
      expect(startErrorText(serverError(reason), i18n.t)).toBe(expected);
      expect(openErrorText(serverError(reason), i18n.t)).toBe(expected);
    },
  );

  const WARNINGS = CASES.filter(
    ({ reason }) => failureActionFor(serverError(reason), BROWSER).kind === 'warning',
  );

  it.each(WARNINGS)('exam info refused with $reason shows it in $language', async ({ reason, language }) => {
    await applyLanguage(language);
    renderInApp(<ExamInfoFailure error={serverError(reason)} {...BROWSER} />);
    const expected = i18n.t(ERROR_CODES[reason].messageKey);
    expect(await screen.findByText(expected)).toBeTruthy();
    if (language === 'zh_CN' && expected !== ERROR_CODES[reason].message)
      expect(screen.queryByText(ERROR_CODES[reason].message)).toBeNull();
  });
});
