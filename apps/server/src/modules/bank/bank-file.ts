import type { ErrorIssue } from '@iexam/domain/errors';
import {
  bankWords,
  type ConversionResult,
  fromDefinition,
  fromGift,
  fromMoodleXml,
  fromQti,
  type KnowledgePoint,
} from '@iexam/domain/question-formats';
import { parse as parseYaml } from 'yaml';
import type { DbOrTx } from '../../db/client';
import { readAbilityKeys, readKnowledgePoints } from './repo';

export const BANK_FORMATS = ['moodle', 'gift', 'qti', 'definition'] as const;
export type BankFile = {
  format: (typeof BANK_FORMATS)[number];
  content: string;
  encoding?: 'text' | 'base64';
};

function convert(file: BankFile): ConversionResult {
  const bytes = file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : undefined;
  const text = bytes ? bytes.toString('utf8') : file.content;
  switch (file.format) {
    case 'moodle':
      return fromMoodleXml(text);
    case 'gift':
      return fromGift(text);
    case 'qti':
      // A zip starts with "PK"; an item sent as base64 is still one XML document.
      return fromQti(bytes && bytes[0] === 0x50 && bytes[1] === 0x4b ? new Uint8Array(bytes) : text);
    case 'definition':
      try {
        return fromDefinition(parseYaml(text));
      } catch (error) {
        return {
          subjects: [],
          knowledgePoints: [],
          issues: [
            { path: '(file)', ...bankWords.say('notYamlOrJson', { detail: (error as Error).message }) },
          ],
        };
      }
  }
}

/**
 * A file's subjects as the bank would store them in this school: a knowledge point the school has under another key
 * but the same name is the school's one (a category "Algebra" is the existing `kp-algebra`); the others are new. Every
 * ability a subject names must exist already. Writes nothing.
 */
export async function readBankFile(db: DbOrTx, schoolId: string, file: BankFile) {
  const result = convert(file);
  const existing = await readKnowledgePoints(db, schoolId);
  const byKey = new Map(existing.map((point) => [point.key, point]));
  const byName = new Map(existing.map((point) => [point.name, point]));
  const resolve = (point: KnowledgePoint): KnowledgePoint =>
    byKey.get(point.key) ?? byName.get(point.name) ?? point;
  const abilities = await readAbilityKeys(db, schoolId);
  const issues: ErrorIssue[] = [...result.issues];
  const subjects = result.subjects.map((item) => {
    const points = item.knowledgePoints.map(resolve);
    item.subject.abilities.forEach((ability, index) => {
      if (!abilities.has(ability.key))
        issues.push({
          path: `subject "${item.key}".abilities[${index}].key`,
          ...bankWords.say('noAbilityInSchool', { key: ability.key }),
        });
    });
    return {
      key: item.key,
      subject: { ...item.subject, knowledgePoints: points.map((point) => point.key) },
      knowledgePoints: points,
    };
  });
  const knowledgePoints = [
    ...new Map(result.knowledgePoints.map(resolve).map((point) => [point.key, point])).values(),
  ];
  const newKnowledgePoints = knowledgePoints.filter((point) => !byKey.has(point.key));
  return { subjects, knowledgePoints, issues, newKnowledgePoints };
}
