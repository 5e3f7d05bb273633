import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ErrorIssue } from '../errors/app-error';
import type { Subject } from './common';
import { fromDefinition } from './definition';
import { exportWords, questionFileWords, unsupportedWords } from './format-words';
import { fromGift } from './gift';
import { toGift } from './gift-export';
import { fromMoodleXml } from './moodle-xml';
import { toMoodleXml } from './moodle-xml-export';
import { fromQti } from './qti';
import { toQti3Package } from './qti-export';
import { qtiPackage, sample } from './test-samples';

const issuesOf = (read: () => { issues: ErrorIssue[] }) => (): ErrorIssue[] => read().issues;

/** One Moodle question named `q` of `type`, its text `T`, with the elements of `inner`. */
const moodle = (type: string, inner: string) =>
  issuesOf(() =>
    fromMoodleXml(
      `<quiz><question type="${type}"><name><text>q</text></name><questiontext><text>T</text></questiontext>${inner}</question></quiz>`,
    ),
  );
const MOODLE_Q = (type: string) => `question[0] (name "q") (type "${type}")`;

/** One QTI item `i` with a body and its response declarations. */
const qti = (body: string, declarations = '') =>
  issuesOf(() =>
    fromQti(
      `<qti-assessment-item identifier="i">${declarations}<qti-item-body>${body}</qti-item-body></qti-assessment-item>`,
    ),
  );
const QTI_I = '(item) (identifier "i")';
const CHOICES =
  '<qti-choice-interaction response-identifier="R"><qti-simple-choice identifier="a">A</qti-simple-choice><qti-simple-choice identifier="b">B</qti-simple-choice></qti-choice-interaction>';

const zip = (files: Record<string, string>) =>
  issuesOf(() =>
    fromQti(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))),
  );

const subject = (fields: Partial<Subject>): Subject => ({
  key: 'k',
  subjectTitle: 't',
  subjectTitleContentType: 0,
  subjectType: 1,
  options: [],
  score: 1,
  scoringRule: 'all_or_nothing',
  explanation: '',
  codeLanguages: [],
  cases: [],
  knowledgePoints: [],
  abilities: [],
  ...fields,
});
const CODE = { subjectType: 5, codeLanguages: ['python' as const] } as Partial<Subject>;
const TWO_BLANKS: Partial<Subject> = { subjectType: 4, correctAnswer: [['a'], ['b']] };
const ALL_OR_NOTHING: Partial<Subject> = {
  subjectType: 2,
  options: [
    { key: 'A', content: 'a', contentType: 0 },
    { key: 'B', content: 'b', contentType: 0 },
  ],
  correctAnswer: ['A', 'B'],
};
const EXPORTED = 'subjects[0] (key "k")';

interface Row {
  rule: string;
  issues: () => ErrorIssue[];
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

const FILE_ROWS: Row[] = [
  {
    rule: 'a GIFT file that does not parse',
    issues: issuesOf(() => fromGift('::a::What? {=yes')),
    path: 'line 1',
    messageKey: 'validation.questionFile.notGift',
    params: { detail: expect.any(String) },
  },
  {
    rule: 'an XML file declaring entities',
    issues: issuesOf(() => fromMoodleXml('<!DOCTYPE a [<!ENTITY x "xxxx">]><quiz/>')),
    path: '(file)',
    messageKey: 'validation.questionFile.entityDeclarations',
  },
  {
    rule: 'an XML file that is not well-formed',
    issues: issuesOf(() => fromMoodleXml('<quiz><question type="truefalse"></quiz>')),
    path: 'line 1',
    messageKey: 'validation.questionFile.notWellFormedXml',
    params: { detail: expect.stringContaining('question') },
  },
  {
    rule: 'Moodle XML without a <quiz>',
    issues: issuesOf(() => fromMoodleXml('<notquiz/>')),
    path: '(file)',
    messageKey: 'validation.questionFile.quizRoot',
  },
  {
    rule: 'a QTI item of another version',
    issues: issuesOf(() => fromQti('<assessmentItem identifier="qti21"/>')),
    path: '(item)',
    messageKey: 'validation.questionFile.qtiItemRoot',
  },
  {
    rule: 'a package that is no zip',
    issues: issuesOf(() => fromQti(new Uint8Array([1, 2, 3]))),
    path: '(package)',
    messageKey: 'validation.questionFile.notZip',
    params: { detail: expect.any(String) },
  },
  {
    rule: 'a zip without a manifest',
    issues: zip({ 'item.xml': '<qti-assessment-item/>' }),
    path: '(package)',
    messageKey: 'validation.questionFile.noManifest',
  },
  {
    rule: 'an item the manifest lists and the zip lacks',
    issues: issuesOf(() => fromQti(qtiPackage('qti-bad'))),
    path: 'items/missing.xml',
    messageKey: 'validation.questionFile.notInZip',
  },
  {
    rule: 'a manifest without QTI items',
    issues: zip({ 'imsmanifest.xml': '<manifest><resources/></manifest>' }),
    path: 'imsmanifest.xml',
    messageKey: 'validation.questionFile.noQtiItems',
  },
  {
    rule: 'a definition that is no object',
    issues: issuesOf(() => fromDefinition('text')),
    path: '(file)',
    messageKey: 'validation.questionFile.notDefinition',
  },
  {
    rule: 'a definition without subjects',
    issues: issuesOf(() => fromDefinition({ exams: [] })),
    path: '(file)',
    messageKey: 'validation.questionFile.noSubjects',
  },
  {
    rule: 'a key given twice in a definition',
    issues: issuesOf(() =>
      fromDefinition({
        subjects: [0, 1].map(() => ({
          key: 'q1',
          subjectType: 3,
          subjectTitle: 'T',
          score: 1,
          correctAnswer: true,
        })),
      }),
    ),
    path: 'subjects[1].key',
    messageKey: 'validation.questionFile.keyTwice',
    params: { key: 'q1' },
  },
];

const UNSUPPORTED_ROWS: Row[] = [
  {
    rule: 'a GIFT description',
    issues: issuesOf(() => fromGift(sample('gift-bad.gift'))),
    path: 'line 16 (title "Description") (type "Description")',
    messageKey: 'validation.questionFile.unsupported.description',
  },
  {
    rule: 'a GIFT type without counterpart',
    issues: issuesOf(() => fromGift(sample('gift-bad.gift'))),
    path: 'line 4 (title "Matching") (type "Matching")',
    messageKey: 'validation.questionFile.unsupported.giftType',
    params: { type: 'Matching' },
  },
  {
    rule: 'a Moodle type without counterpart',
    issues: moodle('matching', ''),
    path: MOODLE_Q('matching'),
    messageKey: 'validation.questionFile.unsupported.moodleType',
  },
  {
    rule: 'GIFT weights other than one right answer',
    issues: issuesOf(() => fromGift(sample('gift-bad.gift'))),
    path: 'line 18 (title "Partial single") (type "MC")',
    messageKey: 'validation.questionFile.unsupported.giftWeights',
    params: { weights: '= ~%50% ~' },
  },
  {
    rule: 'GIFT answers inside the sentence',
    issues: issuesOf(() => fromGift(sample('gift-bad.gift'))),
    path: 'line 10 (title "Missing word") (type "MC")',
    messageKey: 'validation.questionFile.unsupported.embeddedAnswers',
  },
  {
    rule: 'GIFT partial credit',
    issues: issuesOf(() => fromGift(sample('gift-bad.gift'))),
    path: 'line 20 (title "Partial short") (type "Short")',
    messageKey: 'validation.questionFile.unsupported.giftPartialCredit',
  },
  {
    rule: 'a GIFT tolerance or range',
    issues: issuesOf(() => fromGift(sample('gift-bad.gift'))),
    path: 'line 12 (title "Tolerance") (type "Numerical")',
    messageKey: 'validation.questionFile.unsupported.toleranceOrRange',
  },
  {
    rule: 'a Moodle single answer with partial credit',
    issues: moodle(
      'multichoice',
      '<single>true</single><answer fraction="100"><text>A</text></answer><answer fraction="50"><text>B</text></answer>',
    ),
    path: MOODLE_Q('multichoice'),
    messageKey: 'validation.questionFile.unsupported.singlePartial',
    params: { fractions: '100, 50' },
  },
  {
    rule: 'Moodle right answers sharing unequally',
    issues: moodle(
      'multichoice',
      '<single>false</single><answer fraction="70"><text>A</text></answer><answer fraction="30"><text>B</text></answer>',
    ),
    path: MOODLE_Q('multichoice'),
    messageKey: 'validation.questionFile.unsupported.unequalShares',
    params: { fractions: '70, 30' },
  },
  {
    rule: 'a Moodle short answer with partial credit',
    issues: moodle(
      'shortanswer',
      '<answer fraction="100"><text>Paris</text></answer><answer fraction="50"><text>paris.</text></answer>',
    ),
    path: MOODLE_Q('shortanswer'),
    messageKey: 'validation.questionFile.unsupported.partialCredit',
    params: { answers: '"paris." 50%' },
  },
  {
    rule: 'a QTI text entry with partial credit',
    issues: issuesOf(() => fromQti(qtiPackage('qti-bad'))),
    path: 'items/partial.xml (identifier "lycidas-partial")',
    messageKey: 'validation.questionFile.unsupported.partialCredit',
    params: { answers: '"fresh fields" 0.5' },
  },
  {
    rule: 'a Moodle wildcard',
    issues: moodle('shortanswer', '<answer fraction="100"><text>Par*</text></answer>'),
    path: MOODLE_Q('shortanswer'),
    messageKey: 'validation.questionFile.unsupported.wildcard',
  },
  {
    rule: 'a Moodle tolerance',
    issues: moodle(
      'numerical',
      '<answer fraction="100"><text>3.14</text><tolerance>0.005</tolerance></answer>',
    ),
    path: MOODLE_Q('numerical'),
    messageKey: 'validation.questionFile.unsupported.tolerance',
    params: { values: '3.14 ± 0.005' },
  },
  {
    rule: 'a Moodle true/false without its answer',
    issues: moodle('truefalse', '<answer fraction="0"><text>true</text></answer>'),
    path: MOODLE_Q('truefalse'),
    messageKey: 'validation.questionFile.unsupported.noTrueOrFalse',
  },
  {
    rule: 'Moodle case-sensitive answers',
    issues: moodle('shortanswer', '<usecase>1</usecase><answer fraction="100"><text>Paris</text></answer>'),
    path: MOODLE_Q('shortanswer'),
    messageKey: 'validation.questionFile.unsupported.caseSensitive',
  },
  {
    rule: 'Moodle units',
    issues: moodle(
      'numerical',
      '<answer fraction="100"><text>3</text></answer><units><unit><unit_name>m</unit_name></unit></units>',
    ),
    path: MOODLE_Q('numerical'),
    messageKey: 'validation.questionFile.unsupported.units',
  },
  {
    rule: 'QTI elements without counterpart',
    issues: qti('<qti-order-interaction response-identifier="R"/>'),
    path: QTI_I,
    messageKey: 'validation.questionFile.unsupported.qtiElements',
    params: { elements: 'qti-order-interaction' },
  },
  {
    rule: 'QTI right choices with unequal mapped values',
    issues: qti(
      CHOICES,
      '<qti-response-declaration identifier="R" cardinality="multiple"><qti-mapping><qti-map-entry map-key="a" mapped-value="1"/><qti-map-entry map-key="b" mapped-value="2"/></qti-mapping></qti-response-declaration>',
    ),
    path: QTI_I,
    messageKey: 'validation.questionFile.unsupported.unequalMappedValues',
    params: { values: '1, 2' },
  },
  {
    rule: 'a QTI item without an interaction',
    issues: qti('<p>Read this.</p>'),
    path: QTI_I,
    messageKey: 'validation.questionFile.unsupported.noInteraction',
  },
  {
    rule: 'a QTI item of several interactions',
    issues: qti(`${CHOICES}${CHOICES}`),
    path: QTI_I,
    messageKey: 'validation.questionFile.unsupported.interactions',
    params: { interactions: 'qti-choice-interaction, qti-choice-interaction' },
  },
];

const EXPORT_ROWS: Row[] = [
  ...(
    [
      ['gift', 'AllOrNothing', ALL_OR_NOTHING, {}],
      ['moodle', 'AllOrNothing', ALL_OR_NOTHING, {}],
      ['gift', 'Blanks', TWO_BLANKS, { blanks: '2' }],
      ['moodle', 'Blanks', TWO_BLANKS, { blanks: '2' }],
      ['gift', 'Code', CODE, {}],
      ['moodle', 'Code', CODE, {}],
      ['qti', 'Code', CODE, {}],
    ] as const
  ).map(([format, problem, fields, params]) => ({
    rule: `${format} cannot carry it (${problem})`,
    issues: () => {
      const items = [{ subject: subject(fields) }];
      return (
        format === 'gift' ? toGift(items) : format === 'moodle' ? toMoodleXml(items) : toQti3Package(items)
      ).issues;
    },
    path: EXPORTED,
    messageKey: `validation.questionExport.${format}${problem}`,
    params,
  })),
  {
    rule: 'a key that is no QTI identifier',
    issues: () => toQti3Package([{ subject: subject({ key: '1 k', subjectType: 6 }) }]).issues,
    path: 'subjects[0] (key "1 k")',
    messageKey: 'validation.questionExport.qtiIdentifier',
  },
  {
    rule: 'an HTML entity XML does not know',
    issues: () =>
      toQti3Package([
        { subject: subject({ subjectType: 6, subjectTitle: '<p>a&nbsp;b</p>', subjectTitleContentType: 1 }) },
      ]).issues,
    path: EXPORTED,
    messageKey: 'validation.questionExport.htmlEntity',
    params: { entity: '&nbsp;' },
  },
  {
    rule: 'HTML that is not XHTML',
    issues: () =>
      toQti3Package([
        { subject: subject({ subjectType: 6, subjectTitle: '<p>a<br>b</p>', subjectTitleContentType: 1 }) },
      ]).issues,
    path: EXPORTED,
    messageKey: 'validation.questionExport.notXhtml',
    params: { detail: expect.stringContaining('not well-formed XML') },
  },
];

describe('every refusal of a question file names its place and a catalogue key with its values (issue 35)', () => {
  it.each([...FILE_ROWS, ...UNSUPPORTED_ROWS, ...EXPORT_ROWS])(
    '$rule: $messageKey',
    ({ issues, path, messageKey, params = {} }) => {
      expect(issues()).toContainEqual({ path, message: expect.any(String), messageKey, params });
    },
  );

  it.each([
    { words: questionFileWords, rows: FILE_ROWS },
    { words: unsupportedWords, rows: UNSUPPORTED_ROWS },
    { words: exportWords, rows: EXPORT_ROWS },
  ])('the tables above give every key of its words ($words.keys.0, …)', ({ words, rows }) => {
    const keys = [...new Set(rows.map((row) => row.messageKey))].sort();
    expect(keys).toEqual([...words.keys].sort());
  });
});

describe("a subject a format's item becomes is refused at the item and the subject's field", () => {
  it.each([
    {
      format: 'Moodle XML',
      issues: issuesOf(() => fromMoodleXml(sample('moodle-bad.xml'))),
      path: 'question[6] (name "One option") (type "multichoice").options',
      messageKey: 'validation.subjectRules.twoOptions',
      params: {},
    },
    {
      format: 'our definition',
      issues: issuesOf(() =>
        fromDefinition({
          subjects: [{ key: 'q', subjectType: 3, subjectTitle: 'T', score: -1, correctAnswer: true }],
        }),
      ),
      path: 'subjects[0].score',
      messageKey: 'validation.tooSmall.number',
      params: { limit: '0' },
    },
  ])('$format', ({ issues, path, messageKey, params }) => {
    expect(issues()).toContainEqual({ path, message: expect.any(String), messageKey, params });
  });
});
