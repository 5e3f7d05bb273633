import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import type { GuessCounter } from './guess-counter';
import { resolveIdentifyCode } from './resolve-identify-code';

/**
 * The identity an identifyCode names for this exam, an unknown code drawn from the open-code budget: every open path
 * that takes a code shares that budget, so guesses cannot be spread over several calls (docs/decisions/0013).
 */
export async function resolveCountedCode(
  db: Db,
  schoolId: string,
  input: { examId: number; identifyCode: string },
  codeGuesses: GuessCounter,
) {
  await codeGuesses.assertAllowed();
  try {
    return await resolveIdentifyCode(db, schoolId, input.examId, input.identifyCode);
  } catch (error) {
    if (error instanceof AppError && error.reason === 'IDENTIFY_CODE_UNKNOWN')
      await codeGuesses.recordFailure();
    throw error;
  }
}
