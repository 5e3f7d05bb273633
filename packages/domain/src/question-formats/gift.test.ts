import { describe, expect, it } from 'vitest';
import { fromGift } from './gift';
import { toGift } from './gift-export';
import { brief, sample } from './test-samples';

describe('GIFT import', () => {
  const result = fromGift(sample('gift-good.gift'));

  it('reads the docs examples of every supported type; GIFT has no points, so each scores 1', () => {
    expect(result.issues).toEqual([]);
    expect(result.subjects.map((s) => brief(s.subject))).toEqual([
      { key: 'grant-s-tomb', type: 1, title: "Who's buried in Grant's tomb?", answer: 'C', score: 1 },
      {
        key: 'grant-born',
        type: 3,
        title: 'Grant was buried in a tomb in New York City.',
        answer: true,
        score: 1,
      },
      { key: 'sun-rises', type: 3, title: 'The sun rises in the West.', answer: false, score: 1 },
      { key: 'grant-death', type: 4, title: 'Grant died in what year?', answer: [['1885']], score: 1 },
      {
        key: 'two-cities',
        type: 2,
        title: "What two people are entombed in Grant's tomb?",
        answer: ['B', 'C'],
        score: 1,
      },
      { key: 'two-plus-two', type: 4, title: 'Two plus two equals', answer: [['four', '4']], score: 1 },
      {
        key: 'moodle-name',
        type: 4,
        title: '<p>What is the name of <b>this</b> software?</p>',
        answer: [['Moodle', 'moodle.org']],
        score: 1,
      },
      { key: 'markdown-question', type: 3, title: 'Is **this** bold?', answer: true, score: 1 },
      {
        key: 'essay',
        type: 6,
        title: 'Write a short biography of Dag Hammarskjöld.',
        answer: undefined,
        score: 1,
      },
      { key: 'colours', type: 1, title: 'Which colour is the sky?', answer: 'A', score: 1 },
      {
        key: 'escaped',
        type: 1,
        title: 'Which of these is 1=1 written with an escaped equals sign {not braces}?',
        answer: 'A',
        score: 1,
      },
      { key: 'math-constant', type: 4, title: 'What is e to three decimals?', answer: [['2.718']], score: 1 },
    ]);
  });

  it.each([
    ['sun-rises', 0, 'all_or_nothing', 'It rises in the East.', ['history']],
    ['two-cities', 0, 'partial', '', ['history']],
    // A short answer is a fill-in: each blank its share, the fill-in's default (one blank here).
    ['moodle-name', 1, 'partial', '', ['maths-arithmetic']],
    ['markdown-question', 2, 'all_or_nothing', '', ['maths-arithmetic']],
  ])(
    '%s: content type %i, %s, explanation, knowledge points',
    (key, contentType, rule, explanation, points) => {
      expect(result.subjects.find((s) => s.key === key)?.subject).toMatchObject({
        subjectTitleContentType: contentType,
        scoringRule: rule,
        explanation,
        knowledgePoints: points,
      });
    },
  );

  it('turns $CATEGORY into knowledge points', () => {
    expect(result.knowledgePoints).toEqual([
      { key: 'history', name: 'History' },
      { key: 'maths-arithmetic', name: 'Maths / Arithmetic' },
    ]);
  });

  it('lists every unsupported question by line and title', () => {
    const bad = fromGift(sample('gift-bad.gift'));
    expect(bad.subjects.map((s) => s.key)).toEqual(['fine']);
    expect(bad.issues.map((issue) => issue.path)).toEqual([
      'line 4 (title "Matching") (type "Matching")',
      'line 10 (title "Missing word") (type "MC")',
      'line 12 (title "Tolerance") (type "Numerical")',
      'line 14 (title "Range") (type "Numerical")',
      'line 16 (title "Description") (type "Description")',
      'line 18 (title "Partial single") (type "MC")',
      'line 20 (title "Partial short") (type "Short")',
    ]);
  });

  it('a syntax error is one issue at its line', () => {
    const broken = fromGift('::a::fine{T}\n\n::b::Unclosed {=x ~y\n');
    expect(broken.subjects).toEqual([]);
    expect(broken.issues).toHaveLength(1);
    expect(broken.issues[0]?.path).toMatch(/^line \d+$/);
  });
});

describe('GIFT export', () => {
  it('round-trips: import → export → import gives the same subjects', () => {
    const first = fromGift(sample('gift-good.gift'));
    const exported = toGift(first.subjects);
    expect(exported.issues).toEqual([]);
    const again = fromGift(exported.content);
    expect(again.issues).toEqual([]);
    expect(again.subjects).toEqual(first.subjects);
  });

  it('writes the Moodle sample as GIFT that reads back the same, but for what GIFT does not carry', async () => {
    const { fromMoodleXml } = await import('./moodle-xml');
    const moodle = fromMoodleXml(sample('moodle-good.xml')).subjects;
    const exported = toGift(moodle);
    expect(exported.issues).toEqual([]);
    const again = fromGift(exported.content).subjects.map((s) => s.subject);
    // GIFT has no points, no essay reference answer, and one format for a question and its answers.
    const expected = moodle.map(({ subject }) => {
      const { correctAnswer, ...rest } = subject;
      const options = subject.options.map((o) => ({ ...o, contentType: subject.subjectTitleContentType }));
      return { ...rest, options, score: 1, ...(subject.subjectType === 6 ? {} : { correctAnswer }) };
    });
    expect(again).toEqual(expected);
  });
});
