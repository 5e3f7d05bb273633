// Rows of format-words.test.ts: what a format can say that the bank cannot keep, refused at its item.

import { CHOICES, issuesOf, MOODLE_Q, moodle, QTI_I, qti, type Row } from './format-words.rows';
import { fromGift } from './gift';
import { fromQti } from './qti';
import { qtiPackage, sample } from './test-samples';

export const UNSUPPORTED_ROWS: Row[] = [
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
