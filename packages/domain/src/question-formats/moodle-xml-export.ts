import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { CONTENT_TYPE, SUBJECT_TYPE } from '../subjects/subject-type';
import { type ExportItem, type ExportResult, type KnowledgePoint, type Subject, share } from './common';
import { exportWords } from './format-words';
import { cdata } from './xml';

const FORMAT_NAMES: Record<number, string> = {
  [CONTENT_TYPE.plain]: 'plain_text',
  [CONTENT_TYPE.html]: 'html',
  [CONTENT_TYPE.markdown]: 'markdown',
};

const formatted = (tag: string, value: string, contentType: number, indent = '    ') =>
  `${indent}<${tag} format="${FORMAT_NAMES[contentType] ?? 'html'}">\n${indent}  <text>${cdata(value)}</text>\n${indent}</${tag}>`;

const answer = (fraction: string, value: string, contentType: number = CONTENT_TYPE.plain) =>
  `    <answer fraction="${fraction}" format="${FORMAT_NAMES[contentType]}">\n      <text>${cdata(value)}</text>\n    </answer>`;

/** The type-specific part of a question, or why Moodle XML cannot carry the subject. */
function body(subject: Subject): { type: string; lines: string[] } | { problem: IssueSaying } {
  const options = subject.options;
  const answerKey = subject.correctAnswer;
  switch (subject.subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return {
        type: 'multichoice',
        lines: [
          '    <single>true</single>',
          ...options.map((o) => answer(o.key === answerKey ? '100' : '0', o.content, o.contentType)),
        ],
      };
    case SUBJECT_TYPE.multipleChoice: {
      const right = new Set(Array.isArray(answerKey) ? answerKey.map(String) : []);
      if (subject.scoringRule !== 'partial' && right.size > 1)
        return { problem: exportWords.say('moodleAllOrNothing') };
      // A wrong choice at -100% zeroes the question, as our partial rule does ("no wrong one").
      return {
        type: 'multichoice',
        lines: [
          '    <single>false</single>',
          ...options.map((o) =>
            answer(right.has(o.key) ? share(100, right.size) : '-100', o.content, o.contentType),
          ),
        ],
      };
    }
    case SUBJECT_TYPE.judgement:
      return {
        type: 'truefalse',
        lines: [
          answer(answerKey === true ? '100' : '0', 'true'),
          answer(answerKey === false ? '100' : '0', 'false'),
        ],
      };
    case SUBJECT_TYPE.fillIn: {
      const blanks = Array.isArray(answerKey) ? answerKey : [];
      if (blanks.length !== 1) return { problem: exportWords.say('moodleBlanks', { blanks: blanks.length }) };
      const accepted = Array.isArray(blanks[0]) ? blanks[0].map(String) : [];
      return {
        type: 'shortanswer',
        lines: ['    <usecase>0</usecase>', ...accepted.map((value) => answer('100', value))],
      };
    }
    case SUBJECT_TYPE.essay:
      return {
        type: 'essay',
        lines: [
          '    <responseformat>editor</responseformat>',
          ...(typeof answerKey === 'string' ? [formatted('graderinfo', answerKey, CONTENT_TYPE.html)] : []),
        ],
      };
    default:
      return { problem: exportWords.say('moodleCode') };
  }
}

function categoryEntry(point: KnowledgePoint | undefined): string {
  const path = point ? `$course$/top/${point.name.replace(/ \/ /g, '/')}` : '$course$/top';
  return `  <question type="category">\n    <category>\n      <text>${cdata(path)}</text>\n    </category>\n  </question>`;
}

/**
 * Subjects → Moodle XML. A subject's first knowledge point becomes its category (written before it whenever it
 * changes); the subject key becomes the question's name, so importing the file back updates the same keys.
 */
export function toMoodleXml(items: readonly ExportItem[]): ExportResult<string> {
  const issues: ErrorIssue[] = [];
  const entries: string[] = [];
  let currentCategory: string | undefined;
  items.forEach(({ subject, knowledgePoints }, index) => {
    const built = body(subject);
    if ('problem' in built) {
      issues.push({ path: `subjects[${index}] (key "${subject.key}")`, ...built.problem });
      return;
    }
    const firstKey = subject.knowledgePoints[0];
    const point =
      knowledgePoints?.find((p) => p.key === firstKey) ??
      (firstKey ? { key: firstKey, name: firstKey } : undefined);
    if ((point?.name ?? '') !== currentCategory) {
      entries.push(categoryEntry(point));
      currentCategory = point?.name ?? '';
    }
    entries.push(
      [
        `  <question type="${built.type}">`,
        `    <name>\n      <text>${cdata(subject.key)}</text>\n    </name>`,
        formatted('questiontext', subject.subjectTitle, subject.subjectTitleContentType),
        formatted('generalfeedback', subject.explanation, CONTENT_TYPE.html),
        `    <defaultgrade>${subject.score}</defaultgrade>`,
        ...built.lines,
        '  </question>',
      ].join('\n'),
    );
  });
  return {
    content: `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${entries.join('\n')}\n</quiz>\n`,
    issues,
  };
}
