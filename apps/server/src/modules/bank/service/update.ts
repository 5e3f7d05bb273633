import { AppError, type ErrorIssue } from '@iexam/domain/errors';
import { bankWords, validateSubject } from '@iexam/domain/question-formats';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { listBank, readAbilityKeys, readKnowledgePoints, syncBankSubject } from '../repo';
import { validationFailed } from './import';

/**
 * Writes one bank subject from the console, validated as an import is (the exam definition's subject schema and
 * rules; knowledge points and abilities must be the school's). Creates it when the key is new.
 */
export async function updateBankSubject(db: Db, staff: Staff, key: string, input: unknown, now: Date) {
  const raw = { ...(input as Record<string, unknown>), key: (input as { key?: unknown }).key ?? key };
  const { subject, issues } = validateSubject(raw);
  const problems: ErrorIssue[] = [...issues];
  if (raw.key !== key) problems.push({ path: 'subject.key', ...bankWords.say('keyOfAddress', { key }) });
  if (subject) {
    const points = new Set((await readKnowledgePoints(db, staff.schoolId)).map((point) => point.key));
    const abilities = await readAbilityKeys(db, staff.schoolId);
    subject.knowledgePoints.forEach((point, index) => {
      if (!points.has(point))
        problems.push({ path: `subject.knowledgePoints[${index}]`, ...bankWords.say('noKnowledgePoint') });
    });
    subject.abilities.forEach((ability, index) => {
      if (!abilities.has(ability.key))
        problems.push({ path: `subject.abilities[${index}].key`, ...bankWords.say('noAbility') });
    });
  }
  if (!subject || problems.length > 0) throw validationFailed(problems, 'subject');
  await db.transaction(async (tx) => {
    const outcome = await syncBankSubject(tx, staff.schoolId, { key, subject, source: 'console' }, now);
    if (outcome !== 'unchanged')
      await recordAudit(tx, staff, {
        action: `bank.${outcome === 'created' ? 'create' : 'update'}`,
        target: `bank:${key}`,
        detail: {},
      });
  });
  const [row] = await listBank(db, staff.schoolId, { keys: [key] });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
