import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { CONTENT_TYPE, SUBJECT_TYPE } from '../subjects/subject-type';
import {
  addSubject,
  type ConversionResult,
  equalShares,
  type ImportedSubject,
  type KnowledgePoint,
  keyMaker,
  knowledgePointList,
  optionKey,
  slugify,
  subjectLabel,
} from './common';
import { questionFileWords, unsupportedWords } from './format-words';
import { attribute, node, nodes, parseXml, text, type XmlNode } from './xml';

/** Moodle's text formats (qformat_xml trans_format); wiki_like is long gone from Moodle and reads as plain text. */
const FORMATS: Record<string, number> = {
  html: CONTENT_TYPE.html,
  markdown: CONTENT_TYPE.markdown,
  plain_text: CONTENT_TYPE.plain,
  wiki_like: CONTENT_TYPE.plain,
};
const HAS_TAG = /<[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/**
 * moodle_auto_format (also what Moodle assumes when `format` is missing) is text in which Moodle lets HTML through
 * and breaks lines: with a tag in it, it is shown as HTML; without, as plain text.
 */
function contentType(element: unknown, value: string): number {
  const format = attribute(element, 'format') ?? 'moodle_auto_format';
  return FORMATS[format] ?? (HAS_TAG.test(value) ? CONTENT_TYPE.html : CONTENT_TYPE.plain);
}

type Answer = { text: string; contentType: number; fraction: number; tolerance: string };
type Read = { raw: Record<string, unknown> } | { unsupported: IssueSaying };
const { say } = unsupportedWords;

function answersOf(question: XmlNode): Answer[] {
  return nodes(question.answer).map((answer) => ({
    text: text(answer.text),
    contentType: contentType(answer, text(answer.text)),
    fraction: Number(attribute(answer, 'fraction') ?? 0),
    tolerance: text(answer.tolerance).trim(),
  }));
}

/** A category path `$course$/top/Algebra/Linear` → the knowledge point "Algebra / Linear" (`algebra-linear`). */
export function categoryKnowledgePoint(path: string): KnowledgePoint | undefined {
  const parts = path
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^\$[a-z0-9]*\$$/.test(part));
  if (parts[0] === 'top' || parts[0]?.startsWith('Default for')) parts.shift();
  if (parts.length === 0) return undefined;
  const name = parts.join(' / ');
  return { key: slugify(name) || 'category', name };
}

function readChoice(question: XmlNode, answers: Answer[]): Read {
  const options = answers.map((answer, index) => ({
    key: optionKey(index),
    content: answer.text,
    contentType: answer.contentType,
  }));
  const right = answers.flatMap((answer, index) => (answer.fraction > 0 ? [{ answer, index }] : []));
  const single = text(question.single).trim() !== 'false' && text(question.single).trim() !== '0';
  if (single) {
    if (right.length !== 1 || right[0]?.answer.fraction !== 100)
      return {
        unsupported: say('singlePartial', {
          fractions: right.map((r) => r.answer.fraction).join(', '),
        }),
      };
    return {
      raw: { subjectType: SUBJECT_TYPE.singleChoice, options, correctAnswer: optionKey(right[0].index) },
    };
  }
  const fractions = right.map((r) => r.answer.fraction);
  const total = fractions.reduce((sum, fraction) => sum + fraction, 0);
  if (Math.abs(total - 100) > 0.1 || !equalShares(fractions))
    return { unsupported: say('unequalShares', { fractions: fractions.join(', ') }) };
  return {
    raw: {
      subjectType: SUBJECT_TYPE.multipleChoice,
      options,
      correctAnswer: right.map((r) => optionKey(r.index)),
      scoringRule: right.length > 1 ? 'partial' : 'all_or_nothing',
    },
  };
}

function readAccepted(answers: Answer[], numeric: boolean): Read {
  const partial = answers.filter((answer) => answer.fraction > 0 && answer.fraction < 100);
  if (partial.length > 0)
    return {
      unsupported: say('partialCredit', {
        answers: partial.map((a) => `"${a.text}" ${a.fraction}%`).join(', '),
      }),
    };
  const accepted = answers.filter((answer) => answer.fraction === 100);
  if (!numeric && accepted.some((answer) => answer.text.includes('*')))
    return { unsupported: say('wildcard') };
  if (numeric) {
    const tolerant = accepted.filter((answer) => answer.tolerance !== '' && Number(answer.tolerance) !== 0);
    if (tolerant.length > 0)
      return {
        unsupported: say('tolerance', {
          values: tolerant.map((a) => `${a.text} ± ${a.tolerance}`).join(', '),
        }),
      };
  }
  return {
    raw: { subjectType: SUBJECT_TYPE.fillIn, correctAnswer: [accepted.map((answer) => answer.text)] },
  };
}

function readQuestion(type: string, question: XmlNode): Read {
  const answers = answersOf(question);
  switch (type) {
    case 'multichoice':
      return readChoice(question, answers);
    case 'truefalse': {
      const right = answers.find((answer) => answer.fraction === 100);
      const value = right?.text.trim().toLowerCase();
      if (value !== 'true' && value !== 'false') return { unsupported: say('noTrueOrFalse') };
      return { raw: { subjectType: SUBJECT_TYPE.judgement, correctAnswer: value === 'true' } };
    }
    case 'shortanswer':
      if (text(question.usecase).trim() === '1') return { unsupported: say('caseSensitive') };
      return readAccepted(answers, false);
    case 'numerical':
      if (nodes(node(question.units).unit).length > 0) return { unsupported: say('units') };
      return readAccepted(answers, true);
    case 'essay': {
      const reference = text(node(question.graderinfo).text);
      return {
        raw: { subjectType: SUBJECT_TYPE.essay, ...(reference.trim() ? { correctAnswer: reference } : {}) },
      };
    }
    case 'description':
      return { unsupported: say('description') };
    default:
      return { unsupported: say('moodleType') };
  }
}

/**
 * Moodle XML (docs.moodle.org "Moodle XML format") → subjects. Category entries name the knowledge point of the
 * questions after them; every question of another type, or using a feature that would be graded differently here,
 * is listed as an issue at `question[i] (name "…")`.
 */
export function fromMoodleXml(content: string): ConversionResult {
  const issues: ErrorIssue[] = [];
  const parsed = parseXml(content, '', issues, { arrays: ['question', 'answer', 'unit', 'tag'] });
  const points = knowledgePointList();
  const subjects: ImportedSubject[] = [];
  if (!parsed) return { subjects, knowledgePoints: [], issues };
  if (!('quiz' in parsed)) {
    issues.push({ path: '(file)', ...questionFileWords.say('quizRoot') });
    return { subjects, knowledgePoints: [], issues };
  }
  const nextKey = keyMaker();
  let category: KnowledgePoint | undefined;
  nodes(node(parsed.quiz).question).forEach((question, index) => {
    const type = attribute(question, 'type') ?? '';
    if (type === 'category') {
      const found = categoryKnowledgePoint(text(node(question.category).text));
      category = found && points.add(found);
      return;
    }
    const name = text(node(question.name).text).trim();
    const where = `${subjectLabel(index, name || undefined)} (type "${type}")`;
    const read = readQuestion(type, question);
    if ('unsupported' in read) {
      issues.push({ path: where, ...read.unsupported });
      return;
    }
    const questionText = node(question.questiontext);
    const key = nextKey(name, `question-${index}`);
    const grade = text(question.defaultgrade).trim();
    addSubject(
      { subjects, issues },
      where,
      {
        key,
        subjectTitle: text(questionText.text),
        subjectTitleContentType: contentType(questionText, text(questionText.text)),
        score: grade === '' ? 1 : Number(grade),
        explanation: text(node(question.generalfeedback).text),
        category,
      },
      read.raw,
    );
  });
  return { subjects, knowledgePoints: points.all(), issues };
}
