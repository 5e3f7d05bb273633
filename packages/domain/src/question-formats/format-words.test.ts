import { describe, expect, it } from 'vitest';
import { fromDefinition } from './definition';
import { exportWords, questionFileWords, unsupportedWords } from './format-words';
import {
  ALL_OR_NOTHING,
  CODE,
  EXPORTED,
  issuesOf,
  type Row,
  subject,
  TWO_BLANKS,
  zip,
} from './format-words.rows';
import { UNSUPPORTED_ROWS } from './format-words.unsupported-rows';
import { fromGift } from './gift';
import { toGift } from './gift-export';
import { fromMoodleXml } from './moodle-xml';
import { toMoodleXml } from './moodle-xml-export';
import { fromQti } from './qti';
import { toQti3Package } from './qti-export';
import { qtiPackage, sample } from './test-samples';

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
      ['qti', 'AllOrNothingBlanks', TWO_BLANKS, { blanks: '2' }],
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
