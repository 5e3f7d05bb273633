import { type GIFTQuestion, parse, type TextChoice, type TextFormat } from 'gift-pegjs';
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
} from './common';
import { questionFileWords, unsupportedWords } from './format-words';
import { categoryKnowledgePoint } from './moodle-xml';

/** GIFT's `[moodle]` (the default) is plain text Moodle auto-links, so it reads as plain text. */
const FORMATS: Record<string, number> = {
  html: CONTENT_TYPE.html,
  markdown: CONTENT_TYPE.markdown,
  plain: CONTENT_TYPE.plain,
  moodle: CONTENT_TYPE.plain,
};
const contentType = (format: TextFormat) => FORMATS[format.format] ?? CONTENT_TYPE.plain;

type Read = { raw: Record<string, unknown> } | { unsupported: IssueSaying };
const { say } = unsupportedWords;

function readChoices(choices: TextChoice[]): Read {
  const options = choices.map((choice, index) => ({
    key: optionKey(index),
    content: choice.text.text,
    contentType: contentType(choice.text),
  }));
  const right = choices.flatMap((choice, index) => (choice.isCorrect ? [index] : []));
  const weighted = choices.flatMap((choice, index) =>
    !choice.isCorrect && (choice.weight ?? 0) > 0 ? [{ index, weight: choice.weight as number }] : [],
  );
  if (right.length === 1 && weighted.length === 0)
    return {
      raw: { subjectType: SUBJECT_TYPE.singleChoice, options, correctAnswer: optionKey(right[0] as number) },
    };
  if (right.length === 0 && weighted.length > 0) {
    const weights = weighted.map((w) => w.weight);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    if (Math.abs(total - 100) <= 0.1 && equalShares(weights))
      return {
        raw: {
          subjectType: SUBJECT_TYPE.multipleChoice,
          options,
          correctAnswer: weighted.map((w) => optionKey(w.index)),
          scoringRule: 'partial',
        },
      };
  }
  const weights = choices
    .map((c) => (c.isCorrect ? '=' : `~${c.weight === null ? '' : `%${c.weight}%`}`))
    .join(' ');
  return { unsupported: say('giftWeights', { weights }) };
}

/** `=%50%b`, `~%50%b`: an answer worth part of the points, which a fill-in blank cannot give. */
const isPartial = (choice: { weight: number | null }) =>
  choice.weight !== null && choice.weight > 0 && choice.weight < 100;

function readQuestion(question: Exclude<GIFTQuestion, { type: 'Category' }>): Read {
  if (question.hasEmbeddedAnswers) return { unsupported: say('embeddedAnswers') };
  switch (question.type) {
    case 'MC':
      return readChoices(question.choices);
    case 'TF':
      return { raw: { subjectType: SUBJECT_TYPE.judgement, correctAnswer: question.isTrue } };
    case 'Short': {
      if (question.choices.some(isPartial)) return { unsupported: say('giftPartialCredit') };
      const accepted = question.choices
        .filter((choice) => choice.isCorrect)
        .map((choice) => choice.text.text);
      return { raw: { subjectType: SUBJECT_TYPE.fillIn, correctAnswer: [accepted] } };
    }
    case 'Numerical': {
      if (Array.isArray(question.choices) && question.choices.some(isPartial))
        return { unsupported: say('giftPartialCredit') };
      const choices = Array.isArray(question.choices)
        ? question.choices.filter((choice) => choice.isCorrect).map((choice) => choice.text)
        : [question.choices];
      const exact = choices.every(
        (choice) => choice.type === 'simple' || (choice.type === 'range' && !choice.range),
      );
      if (!exact) return { unsupported: say('toleranceOrRange') };
      return {
        raw: { subjectType: SUBJECT_TYPE.fillIn, correctAnswer: [choices.map((c) => String(c.number))] },
      };
    }
    case 'Essay':
      return { raw: { subjectType: SUBJECT_TYPE.essay } };
    case 'Description':
      return { unsupported: say('description') };
    default:
      return { unsupported: say('giftType', { type: question.type }) };
  }
}

/** `line 7 (title "Grant's tomb")`: the parser gives no positions, so a titled question is found in the text. */
function locator(content: string) {
  let from = 0;
  return (index: number, title: string | null) => {
    if (!title) return `question[${index}]`;
    const at = content.indexOf(`::${title}`, from);
    if (at === -1) return `question[${index}] (title "${title}")`;
    from = at + 1;
    return `line ${content.slice(0, at).split('\n').length} (title "${title}")`;
  };
}

/**
 * GIFT (docs.moodle.org "GIFT format", parsed by gift-pegjs) → subjects. GIFT has no points: every subject scores 1.
 * `$CATEGORY:` names the knowledge point of the questions after it.
 */
export function fromGift(content: string): ConversionResult {
  const issues: ErrorIssue[] = [];
  const subjects: ImportedSubject[] = [];
  let questions: GIFTQuestion[];
  try {
    questions = parse(content);
  } catch (error) {
    const located = error as { message: string; location?: { start: { line: number } } };
    issues.push({
      path: `line ${located.location?.start.line ?? 1}`,
      ...questionFileWords.say('notGift', { detail: located.message }),
    });
    return { subjects, knowledgePoints: [], issues };
  }
  const points = knowledgePointList();
  const where = locator(content);
  const nextKey = keyMaker();
  let category: KnowledgePoint | undefined;
  questions.forEach((question, index) => {
    if (question.type === 'Category') {
      const found = categoryKnowledgePoint(question.title);
      category = found && points.add(found);
      return;
    }
    const path = `${where(index, question.title)} (type "${question.type}")`;
    const read = readQuestion(question);
    if ('unsupported' in read) {
      issues.push({ path, ...read.unsupported });
      return;
    }
    const key = nextKey(question.title ?? '', `question-${index}`);
    const feedback = 'globalFeedback' in question ? question.globalFeedback : null;
    addSubject(
      { subjects, issues },
      path,
      {
        key,
        subjectTitle: question.stem.text,
        subjectTitleContentType: contentType(question.stem),
        score: 1,
        explanation: feedback?.text ?? '',
        category,
      },
      read.raw,
    );
  });
  return { subjects, knowledgePoints: points.all(), issues };
}
