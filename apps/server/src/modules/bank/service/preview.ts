import type { Db } from '../../../db/client';
import { type BankFile, readBankFile } from '../bank-file';

/** What importing the file would store, and every problem with its place in the file; nothing is written. */
export async function previewBankFile(db: Db, schoolId: string, file: BankFile) {
  const { subjects, knowledgePoints, issues } = await readBankFile(db, schoolId, file);
  return { subjects, knowledgePoints, issues };
}
