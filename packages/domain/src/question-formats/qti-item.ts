import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { CONTENT_TYPE, SUBJECT_TYPE } from '../subjects/subject-type';
import { equalShares, optionKey } from './common';
import { questionFileWords, unsupportedWords } from './format-words';
import { attribute, node, nodes, parseXml, text, type XmlNode } from './xml';

/** Where a blank stood in the question: the text entry is answered below the question, as our fill-in is. */
export const BLANK = '____';

const SUPPORTED_ELEMENTS = new Set([
  'qti-choice-interaction',
  'qti-simple-choice',
  'qti-prompt',
  'qti-text-entry-interaction',
  'qti-extended-text-interaction',
]);
/** Feedback is shown after answering in QTI players; a question shown here before answering must not carry it. */
const FEEDBACK = /<(qti-feedback-(?:block|inline))\b[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g;
const CHOICE_INTERACTION = /<qti-choice-interaction\b[^>]*?(?:\/>|>([\s\S]*?)<\/qti-choice-interaction>)/;
const SIMPLE_CHOICE = /<qti-simple-choice\b([^>]*)>([\s\S]*?)<\/qti-simple-choice>/g;
const PROMPT = /<qti-prompt\b[^>]*>([\s\S]*?)<\/qti-prompt>/;
const TEXT_ENTRY = /<qti-text-entry-interaction\b([^>]*?)\/?>(?:<\/qti-text-entry-interaction>)?/g;
const EXTENDED_TEXT =
  /<qti-extended-text-interaction\b[^>]*?(?:\/>|>([\s\S]*?)<\/qti-extended-text-interaction>)/;

type Declaration = { cardinality: string; correct: string[]; mapping: { key: string; value: number }[] };
export type ItemRead =
  | { identifier: string; title: string; raw: Record<string, unknown> }
  | { identifier: string; title: string; unsupported: IssueSaying };
type Read = { raw: Record<string, unknown> } | { unsupported: IssueSaying };
const { say } = unsupportedWords;

const attr = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

function declarations(item: XmlNode): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const declaration of nodes(item['qti-response-declaration'])) {
    found.set(attribute(declaration, 'identifier') ?? '', {
      cardinality: attribute(declaration, 'cardinality') ?? 'single',
      correct: nodes(node(declaration['qti-correct-response'])['qti-value']).map((value) => text(value)),
      mapping: nodes(node(declaration['qti-mapping'])['qti-map-entry']).map((entry) => ({
        key: attribute(entry, 'map-key') ?? '',
        value: Number(attribute(entry, 'mapped-value') ?? 0),
      })),
    });
  }
  return found;
}

/** The item's points: SCORE's normal-maximum, or a MAXSCORE outcome's default, else 1. */
function scoreOf(item: XmlNode): number {
  const outcomes = nodes(item['qti-outcome-declaration']);
  const score = outcomes.find((outcome) => attribute(outcome, 'identifier') === 'SCORE');
  const maximum = attribute(score, 'normal-maximum');
  if (maximum !== undefined) return Number(maximum);
  const maxScore = outcomes.find((outcome) => attribute(outcome, 'identifier') === 'MAXSCORE');
  const value = text(nodes(node(node(maxScore)['qti-default-value'])['qti-value'])[0]);
  return value === '' ? 1 : Number(value);
}

/** Our explanation travels as a modal feedback named "explanation" (what toQti3Package writes). */
function explanationOf(item: XmlNode): string {
  const feedback = nodes(item['qti-modal-feedback']).find(
    (f) => attribute(f, 'identifier') === 'explanation',
  );
  return feedback ? text(feedback['qti-content-body']).trim() : '';
}

/** The body with the interaction taken out; its prompt, if any, stays where the interaction was. */
function withPrompt(body: string, match: RegExpExecArray): string {
  const prompt = PROMPT.exec(match[1] ?? '')?.[1]?.trim();
  return body.replace(match[0], prompt ? `<p>${prompt}</p>` : '').trim();
}

function readChoice(body: string, match: RegExpExecArray, declaration: Declaration | undefined): Read {
  const inner = match[1] ?? '';
  const choices = [...inner.matchAll(SIMPLE_CHOICE)].map((choice) => ({
    identifier: attr(choice[1] ?? '', 'identifier'),
    content: (choice[2] ?? '').replace(FEEDBACK, '').trim(),
  }));
  const title = withPrompt(body, match);
  const keyOf = (identifier: string) => {
    const index = choices.findIndex((choice) => choice.identifier === identifier);
    return index === -1 ? identifier : optionKey(index);
  };
  const options = choices.map((choice, index) => ({
    key: optionKey(index),
    content: choice.content,
    contentType: CONTENT_TYPE.html,
  }));
  const correct = (declaration?.correct ?? []).map(keyOf);
  if (declaration?.cardinality === 'multiple') {
    const shares = (declaration.mapping ?? []).filter((entry) => entry.value > 0).map((entry) => entry.value);
    if (shares.length > 0 && !equalShares(shares))
      return { unsupported: say('unequalMappedValues', { values: shares.join(', ') }) };
    return {
      raw: {
        subjectTitle: title,
        subjectType: SUBJECT_TYPE.multipleChoice,
        options,
        correctAnswer: correct,
        scoringRule: shares.length > 0 ? 'partial' : 'all_or_nothing',
      },
    };
  }
  // Our judgement travels as a choice of "true" and "false" (QTI has no true/false interaction).
  const identifiers = choices.map((choice) => choice.identifier).sort();
  if (identifiers.join() === 'false,true')
    return {
      raw: {
        subjectTitle: title,
        subjectType: SUBJECT_TYPE.judgement,
        correctAnswer: declaration?.correct[0] === 'true',
      },
    };
  return {
    raw: { subjectTitle: title, subjectType: SUBJECT_TYPE.singleChoice, options, correctAnswer: correct[0] },
  };
}

function readTextEntries(body: string, found: Map<string, Declaration>): Read {
  const blanks: string[][] = [];
  const partialAnswers: string[] = [];
  for (const entry of body.matchAll(TEXT_ENTRY)) {
    const declaration = found.get(attr(entry[1] ?? '', 'response-identifier'));
    const best = Math.max(0, ...(declaration?.mapping ?? []).map((m) => m.value));
    const partial = (declaration?.mapping ?? []).filter((m) => m.value > 0 && m.value < best);
    partialAnswers.push(...partial.map((m) => `"${m.key}" ${m.value}`));
    const accepted = [
      ...(declaration?.correct ?? []),
      ...(declaration?.mapping ?? []).filter((m) => m.value === best && best > 0).map((m) => m.key),
    ];
    blanks.push([...new Set(accepted)]);
  }
  if (partialAnswers.length > 0)
    return { unsupported: say('partialCredit', { answers: partialAnswers.join(', ') }) };
  return {
    raw: {
      subjectTitle: body.replace(TEXT_ENTRY, BLANK).trim(),
      subjectType: SUBJECT_TYPE.fillIn,
      correctAnswer: blanks,
    },
  };
}

/**
 * One QTI 3.0 assessment item → the fields of a subject (key and knowledge points are the caller's). The item
 * body's HTML is kept as written; interactions other than one choice, text entries or one extended text are listed.
 */
export function readQtiItem(content: string, where: string, issues: ErrorIssue[]): ItemRead | undefined {
  const parsed = parseXml(content, `${where} `, issues, {
    arrays: [
      'qti-response-declaration',
      'qti-outcome-declaration',
      'qti-value',
      'qti-map-entry',
      'qti-modal-feedback',
    ],
    stopNodes: ['qti-assessment-item.qti-item-body'],
  });
  if (!parsed) return undefined;
  const item = node(parsed['qti-assessment-item']);
  if (!('qti-assessment-item' in parsed)) {
    issues.push({ path: where, ...questionFileWords.say('qtiItemRoot') });
    return undefined;
  }
  const identifier = attribute(item, 'identifier') ?? '';
  const title = attribute(item, 'title') ?? identifier;
  const body = text(item['qti-item-body']).replace(FEEDBACK, '').trim();
  const elements = [...body.matchAll(/<(qti-[a-z-]+)/g)].map((m) => m[1] as string);
  const interactions = elements.filter((name) => name.endsWith('-interaction'));
  const others = [...new Set(elements.filter((name) => !SUPPORTED_ELEMENTS.has(name)))];
  const found = declarations(item);
  const base = { identifier, title };
  const unsupported = (reason: IssueSaying): ItemRead => ({ ...base, unsupported: reason });
  if (others.length > 0) return unsupported(say('qtiElements', { elements: others.join(', ') }));

  const common = {
    score: scoreOf(item),
    explanation: explanationOf(item),
    subjectTitleContentType: CONTENT_TYPE.html,
  };
  const choice = CHOICE_INTERACTION.exec(body);
  let read: Read;
  if (interactions.length === 1 && choice) {
    read = readChoice(body, choice, found.get(attr(choice[0], 'response-identifier')));
  } else if (interactions.length > 0 && interactions.every((name) => name === 'qti-text-entry-interaction')) {
    read = readTextEntries(body, found);
  } else if (interactions.length === 1 && interactions[0] === 'qti-extended-text-interaction') {
    const essay = EXTENDED_TEXT.exec(body) as RegExpExecArray;
    const reference = found.get(attr(essay[0], 'response-identifier'))?.correct[0];
    read = {
      raw: {
        subjectTitle: withPrompt(body, essay),
        subjectType: SUBJECT_TYPE.essay,
        ...(reference ? { correctAnswer: reference } : {}),
      },
    };
  } else {
    return unsupported(
      interactions.length === 0
        ? say('noInteraction')
        : say('interactions', { interactions: interactions.join(', ') }),
    );
  }
  if ('unsupported' in read) return unsupported(read.unsupported);
  return { ...base, raw: { ...common, ...read.raw } };
}
