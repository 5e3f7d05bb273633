import type { ErrorIssue } from '../errors/app-error';
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
type Read = { raw: Record<string, unknown> } | { unsupported: string };

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
        unsupported: `a single-answer question with partial credit (fractions ${right.map((r) => r.answer.fraction).join(', ')}): only one 100% answer maps`,
      };
    return {
      raw: { subjectType: SUBJECT_TYPE.singleChoice, options, correctAnswer: optionKey(right[0].index) },
    };
  }
  const fractions = right.map((r) => r.answer.fraction);
  const total = fractions.reduce((sum, fraction) => sum + fraction, 0);
  if (Math.abs(total - 100) > 0.1 || !equalShares(fractions))
    return {
      unsupported: `right answers must share 100% equally (found ${fractions.join(', ')}): each right option earns the same share here`,
    };
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
      unsupported: `answers with partial credit (${partial.map((a) => `"${a.text}" ${a.fraction}%`).join(', ')})`,
    };
  const accepted = answers.filter((answer) => answer.fraction === 100);
  if (!numeric && accepted.some((answer) => answer.text.includes('*')))
    return { unsupported: 'a wildcard (*) in an accepted answer: answers are compared as written' };
  if (numeric) {
    const tolerant = accepted.filter((answer) => answer.tolerance !== '' && Number(answer.tolerance) !== 0);
    if (tolerant.length > 0)
      return {
        unsupported: `a tolerance other than 0 (${tolerant.map((a) => `${a.text} ± ${a.tolerance}`).join(', ')}): fill-in answers are compared as text`,
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
      if (value !== 'true' && value !== 'false') return { unsupported: 'no 100% answer "true" or "false"' };
      return { raw: { subjectType: SUBJECT_TYPE.judgement, correctAnswer: value === 'true' } };
    }
    case 'shortanswer':
      if (text(question.usecase).trim() === '1')
        return { unsupported: 'case-sensitive answers (usecase 1): fill-in answers ignore case' };
      return readAccepted(answers, false);
    case 'numerical':
      if (nodes(node(question.units).unit).length > 0)
        return { unsupported: 'units: fill-in answers are compared as written, without units' };
      return readAccepted(answers, true);
    case 'essay': {
      const reference = text(node(question.graderinfo).text);
      return {
        raw: { subjectType: SUBJECT_TYPE.essay, ...(reference.trim() ? { correctAnswer: reference } : {}) },
      };
    }
    case 'description':
      return { unsupported: 'a description has no answer and no score: put its text into the next question' };
    default:
      return { unsupported: 'this question type has no counterpart here' };
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
    issues.push({ path: '(file)', message: 'expected a <quiz> root element' });
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
      issues.push({ path: where, message: `not supported: ${read.unsupported}` });
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
