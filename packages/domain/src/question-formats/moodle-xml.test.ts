import { describe, expect, it } from 'vitest';
import type { Subject } from './common';
import { subject as emptySubject } from './format-words.rows';
import { fromMoodleXml } from './moodle-xml';
import { toMoodleXml } from './moodle-xml-export';
import { brief, sample } from './test-samples';

describe('Moodle XML import', () => {
  const result = fromMoodleXml(sample('moodle-good.xml'));

  it('reads every supported question of the docs examples, without issues', () => {
    expect(result.issues).toEqual([]);
    expect(result.subjects.map((s) => brief(s.subject))).toEqual([
      {
        key: 'capital-of-france',
        type: 1,
        title: '<p>What is the capital of <strong>France</strong>?</p>',
        answer: 'A',
        score: 2,
      },
      {
        key: 'rivers-of-france',
        type: 2,
        title: 'Which of these rivers flow through France?',
        answer: ['A', 'B'],
        score: 3,
      },
      {
        key: 'paris-is-on-the-seine',
        type: 3,
        title: 'Paris lies on the river Seine.',
        answer: true,
        score: 1,
      },
      {
        key: 'lyon-is-the-capital',
        type: 3,
        title: '<p>Lyon is the capital of France.</p>',
        answer: false,
        score: 1,
      },
      {
        key: 'two-plus-two',
        type: 4,
        title: 'What is **2 + 2**? Write it in words or digits.',
        answer: [['4', 'four']],
        score: 1,
      },
      { key: 'square-root-of-16', type: 4, title: '<p>What is &radic;16?</p>', answer: [['4']], score: 1 },
      {
        key: 'answer-to-everything',
        type: 4,
        title: 'What is the answer to the ultimate question?',
        answer: [['42', '42.0']],
        score: 1.5,
      },
      {
        key: 'why-study-maths',
        type: 6,
        title: '<p>Why should anyone study mathematics? Write <em>at least</em> 100 words.</p>',
        answer: '<p>Look for examples from daily life.</p>',
        score: 10,
      },
      { key: 'describe-a-proof', type: 6, title: 'Describe a proof you like.', answer: undefined, score: 5 },
      { key: 'primes', type: 2, title: 'Which numbers are prime?', answer: ['A', 'B', 'C'], score: 4 },
      {
        key: 'capital-of-france-2',
        type: 1,
        title: 'Same name again: the key gets a suffix.',
        answer: 'B',
        score: 1,
      },
      {
        key: 'auto-format',
        type: 1,
        title: "Which is <b>bold</b>? (no format: Moodle's auto format, HTML let through)",
        answer: 'A',
        score: 1,
      },
    ]);
  });

  it.each([
    ['capital-of-france', 1, 'all_or_nothing', '<p>Paris has been the capital since 987.</p>', ['geography']],
    ['rivers-of-france', 0, 'partial', '', ['geography']],
    ['paris-is-on-the-seine', 0, 'all_or_nothing', 'It does.', ['geography']],
    // A short answer is a fill-in: each blank its share, the fill-in's default (one blank here).
    ['two-plus-two', 2, 'partial', '', ['maths-arithmetic']],
    ['primes', 0, 'partial', '', []],
    ['auto-format', 1, 'all_or_nothing', '', []],
  ])(
    '%s: content type %i, %s, explanation, knowledge points',
    (key, contentType, rule, explanation, points) => {
      const found = result.subjects.find((s) => s.key === key)?.subject;
      expect(found).toMatchObject({
        subjectTitleContentType: contentType,
        scoringRule: rule,
        explanation,
        knowledgePoints: points,
      });
    },
  );

  it('turns categories into knowledge points and keeps option HTML as written', () => {
    expect(result.subjects.at(-1)?.subject.options.map((o) => o.contentType)).toEqual([1, 0]);
    expect(result.knowledgePoints).toEqual([
      { key: 'geography', name: 'Geography' },
      { key: 'maths-arithmetic', name: 'Maths / Arithmetic' },
    ]);
    expect(result.subjects[0]?.subject.options).toEqual([
      { key: 'A', content: '<p>Paris</p>', contentType: 1 },
      { key: 'B', content: '<p>Lyon</p>', contentType: 1 },
      { key: 'C', content: '<p>Marseille</p>', contentType: 1 },
    ]);
  });

  it('lists every unsupported or broken question by its place and name', () => {
    const bad = fromMoodleXml(sample('moodle-bad.xml'));
    expect(bad.issues.map((issue) => issue.path)).toEqual([
      'question[1] (name "Match capitals") (type "matching")',
      'question[2] (name "Intro") (type "description")',
      'question[3] (name "Pi") (type "numerical")',
      'question[4] (name "Half right") (type "multichoice")',
      'question[5] (name "Wildcard") (type "shortanswer")',
      'question[6] (name "One option") (type "multichoice").options',
      'question[7] (name "No text") (type "truefalse").subjectTitle',
      'question[8] (name "Embedded") (type "cloze")',
    ]);
    expect(bad.issues[2]?.message).toMatch(/tolerance other than 0 \(3.14 ± 0.005\)/);
    expect(bad.issues[5]?.message).toBe('a choice subject needs at least two options');
  });

  it.each([
    ['<quiz><question type="truefalse"></quiz>', 'line 1'],
    ['<notquiz/>', '(file)'],
  ])('a broken file %s is one issue at %s', (content, path) => {
    const broken = fromMoodleXml(content);
    expect(broken.subjects).toEqual([]);
    expect(broken.issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('Moodle XML export', () => {
  it('round-trips: import → export → import gives the same subjects and knowledge points', () => {
    const first = fromMoodleXml(sample('moodle-good.xml'));
    const exported = toMoodleXml(first.subjects);
    expect(exported.issues).toEqual([]);
    const again = fromMoodleXml(exported.content);
    expect(again.issues).toEqual([]);
    expect(again.subjects).toEqual(first.subjects);
    expect(again.knowledgePoints).toEqual(first.knowledgePoints);
  });

  it.each([
    [
      {
        subjectType: 5,
        codeLanguages: ['python'],
        cases: [{ input: '', expectedOutput: '1', isSample: false }],
      },
      'code',
    ],
    [{ subjectType: 4, correctAnswer: [['a'], ['b']] }, '2 blanks'],
    [
      {
        subjectType: 2,
        options: [
          { key: 'A', content: 'a', contentType: 0 },
          { key: 'B', content: 'b', contentType: 0 },
        ],
        correctAnswer: ['A', 'B'],
      },
      'all-or-nothing',
    ],
  ])('lists a subject Moodle cannot carry (%j) and leaves it out', (fields, reason) => {
    const subject = emptySubject(fields as Partial<Subject>);
    const exported = toMoodleXml([{ subject }]);
    expect(exported.issues).toMatchObject([
      { path: 'subjects[0] (key "k")', message: expect.stringContaining(reason) },
    ]);
    expect(exported.content).not.toContain('<name>');
  });
});
