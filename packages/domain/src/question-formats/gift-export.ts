import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { CONTENT_TYPE, SUBJECT_TYPE } from '../subjects/subject-type';
import { type ExportItem, type ExportResult, type Subject, share } from './common';
import { exportWords } from './format-words';

/** GIFT's special characters are written with a backslash so the text reads back as it was. */
const escapeGift = (value: string) => value.replace(/[\\~=#{}:]/g, (char) => `\\${char}`);

const FORMAT_PREFIX: Record<number, string> = {
  [CONTENT_TYPE.plain]: '',
  [CONTENT_TYPE.html]: '[html]',
  [CONTENT_TYPE.markdown]: '[markdown]',
};

function answerBlock(subject: Subject): string | { problem: IssueSaying } {
  const key = subject.correctAnswer;
  switch (subject.subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return `${subject.options.map((o) => `\n  ${o.key === key ? '=' : '~'}${escapeGift(o.content)}`).join('')}\n`;
    case SUBJECT_TYPE.multipleChoice: {
      const right = new Set(Array.isArray(key) ? key.map(String) : []);
      if (subject.scoringRule !== 'partial') return { problem: exportWords.say('giftAllOrNothing') };
      const weight = share(100, right.size);
      return `${subject.options
        .map((o) => `\n  ~%${right.has(o.key) ? weight : '-100'}%${escapeGift(o.content)}`)
        .join('')}\n`;
    }
    case SUBJECT_TYPE.judgement:
      return key === true ? 'TRUE' : 'FALSE';
    case SUBJECT_TYPE.fillIn: {
      const blanks = Array.isArray(key) ? key : [];
      if (blanks.length !== 1) return { problem: exportWords.say('giftBlanks', { blanks: blanks.length }) };
      const accepted = Array.isArray(blanks[0]) ? blanks[0].map(String) : [];
      return accepted.map((value) => `=${escapeGift(value)}`).join(' ');
    }
    case SUBJECT_TYPE.essay:
      return '';
    default:
      return { problem: exportWords.say('giftCode') };
  }
}

/**
 * Subjects → GIFT. GIFT carries no points (a re-import scores 1) and no essay reference answer; the subject key is
 * the question's title, and a subject's first knowledge point its `$CATEGORY:`.
 */
export function toGift(items: readonly ExportItem[]): ExportResult<string> {
  const issues: ErrorIssue[] = [];
  const blocks: string[] = [];
  let currentCategory = '';
  items.forEach(({ subject, knowledgePoints }, index) => {
    const answers = answerBlock(subject);
    if (typeof answers !== 'string') {
      issues.push({ path: `subjects[${index}] (key "${subject.key}")`, ...answers.problem });
      return;
    }
    const firstKey = subject.knowledgePoints[0];
    const name = knowledgePoints?.find((p) => p.key === firstKey)?.name ?? firstKey ?? '';
    if (name !== currentCategory) {
      blocks.push(`$CATEGORY: $course$/top${name ? `/${name.replace(/ \/ /g, '/')}` : ''}`);
      currentCategory = name;
    }
    const feedback = subject.explanation ? `####${escapeGift(subject.explanation)}` : '';
    const prefix = FORMAT_PREFIX[subject.subjectTitleContentType] ?? '';
    blocks.push(
      `::${escapeGift(subject.key)}::${prefix}${escapeGift(subject.subjectTitle)}{${answers}${feedback}}`,
    );
  });
  return { content: `${blocks.join('\n\n')}\n`, issues };
}
