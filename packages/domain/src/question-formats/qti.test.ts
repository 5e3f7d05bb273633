import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromMoodleXml } from './moodle-xml';
import { fromQti } from './qti';
import { toQti3Package } from './qti-export';
import { brief, qtiItem, qtiPackage, sample } from './test-samples';

describe('QTI 3.0 import', () => {
  const result = fromQti(qtiPackage('qti-good'));

  it('reads the dozen items of a content package in the manifest order, HTML as written', () => {
    expect(result.issues).toEqual([]);
    expect(result.subjects.map((s) => brief(s.subject))).toEqual([
      {
        key: 'unattended-luggage',
        type: 1,
        title:
          '<p>Look at the text in the picture.</p>\n    <p><img src="images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/></p>\n    <p>What does it say?</p>',
        answer: 'A',
        score: 2,
      },
      {
        key: 'capital-of-france',
        type: 1,
        title: '<p>What is the capital of <strong>France</strong>?</p>',
        answer: 'B',
        score: 1,
      },
      {
        key: 'sky-colour',
        type: 1,
        title: '<div><p>Which colour is a clear sky at noon?</p></div>',
        answer: 'B',
        score: 3,
      },
      {
        key: 'primes',
        type: 2,
        title: '<p>Which of these numbers are prime?</p>',
        answer: ['A', 'B', 'D'],
        score: 3,
      },
      {
        key: 'rivers',
        type: 2,
        title: '<p>Which rivers flow through France?</p>',
        answer: ['A', 'B'],
        score: 4,
      },
      {
        key: 'text-entry',
        type: 4,
        title:
          "<p>Identify the missing word in this famous quote from Shakespeare's Richard III.</p>\n    <blockquote>\n      <p>Now is the winter of our discontent<br/> Made glorious summer by this sun of ____;<br/> And all the clouds that lour'd upon our house<br/> In the deep bosom of the ocean buried.</p>\n    </blockquote>",
        answer: [['York', 'york']],
        score: 1,
      },
      {
        key: 'text_entry-Lycidas',
        type: 4,
        title:
          '<p>Complete this excerpt from "Lycidas" by John Milton: </p>\n    <blockquote>\n      <p>"At last he rose, and twitched his mantle blue: <br/> To-morrow to ____, and ____."</p>\n    </blockquote>',
        answer: [['fresh woods'], ['pastures new']],
        score: 2,
      },
      { key: 'square-of-12', type: 4, title: '<p>12 &#215; 12 = ____</p>', answer: [['144']], score: 1 },
      {
        key: 'extended-text',
        type: 6,
        title:
          '<p>Read this postcard from your English pen-friend, Sam.</p>\n    <div>\n      <p>Here is a postcard of my town. Please send me a postcard from your town. What size is your town? What is the nicest part of your town? Where do you go in the evenings?</p>\n      <p>Sam</p>\n    </div>\n    <p>Write Sam a postcard. Answer the questions. Write 23&#8211;30 words</p>',
        answer: undefined,
        score: 10,
      },
      {
        key: 'vacation-essay',
        type: 6,
        title: '<p>Describe your last vacation in <em>about 100 words</em>.</p>',
        answer: 'A good answer names a place, a time and one thing that happened.',
        score: 5,
      },
      { key: 'TF-choice', type: 3, title: '<p>The Earth orbits the Sun.</p>', answer: true, score: 1 },
      {
        key: 'MultipleChoice-choice-polynomials',
        type: 1,
        title: '<p>What is the degree of x<sup>3</sup> + 2x + 1?</p>',
        answer: 'C',
        score: 2,
      },
    ]);
  });

  it.each([
    ['primes', 'all_or_nothing', ''],
    ['rivers', 'partial', ''],
    ['vacation-essay', 'all_or_nothing', 'Graded on content, not spelling.'],
  ])('%s: %s, explanation %j', (key, rule, explanation) => {
    expect(result.subjects.find((s) => s.key === key)?.subject).toMatchObject({
      scoringRule: rule,
      explanation,
    });
  });

  it('keeps choice HTML and drops feedback shown only after answering', () => {
    const options = (key: string) => result.subjects.find((s) => s.key === key)?.subject.options;
    expect(options('capital-of-france')?.[1]).toEqual({
      key: 'B',
      content: '<em>Paris</em>',
      contentType: 1,
    });
    expect(options('sky-colour')?.map((o) => o.content)).toEqual(['Green', 'Blue']);
    expect(result.subjects.find((s) => s.key === 'text_entry-Lycidas')?.subject.subjectTitle).not.toContain(
      'Your first input',
    );
  });

  it('reads one item XML on its own', () => {
    const single = fromQti(qtiItem('qti-good', 'capital'));
    expect(single.issues).toEqual([]);
    expect(single.subjects.map((s) => s.key)).toEqual(['capital-of-france']);
  });

  it('lists every unsupported, broken or missing item by its file', () => {
    const bad = fromQti(qtiPackage('qti-bad'));
    expect(bad.subjects.map((s) => s.key)).toEqual(['fine']);
    expect(bad.issues.map((issue) => issue.path)).toEqual([
      'items/missing.xml',
      'items/match.xml (identifier "match")',
      'items/order.xml (identifier "order-mountains")',
      'items/inline-choice.xml (identifier "inline-choice")',
      'items/partial.xml (identifier "lycidas-partial")',
      'items/broken.xml line 3',
      'items/no-answer.xml (identifier "no-answer").correctAnswer',
      'items/two-choices.xml (identifier "two-interactions")',
    ]);
    expect(bad.issues[1]?.message).toMatch(/qti-match-interaction/);
    expect(bad.issues[6]?.message).toBe('expected one of the option keys (A, B)');
  });

  it.each([
    [new Uint8Array([1, 2, 3]), '(package)'],
    ['<assessmentItem identifier="qti21"/>', '(item)'],
    [
      '<!DOCTYPE a [<!ENTITY x "xxxxxxxx">]><qti-assessment-item identifier="a">&x;</qti-assessment-item>',
      '(item) (file)',
    ],
  ])('a file that is no QTI 3.0 is one issue (%#)', (input, path) => {
    const broken = fromQti(input);
    expect(broken.subjects).toEqual([]);
    expect(broken.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('inflates no entry of a package beyond 5 MB (a zip bomb reads as a missing file)', () => {
    const manifest =
      '<manifest><resources><resource type="imsqti_item_xmlv3p0" href="big.xml"/></resources></manifest>';
    const bytes = zipSync({
      'imsmanifest.xml': strToU8(manifest),
      'big.xml': new Uint8Array(6 * 1024 * 1024),
    });
    expect(fromQti(bytes).issues).toMatchObject([
      { path: 'big.xml', message: 'listed in the manifest but not in the zip, or larger than 5 MB' },
    ]);
  });
});

describe('QTI 3.0 export', () => {
  it('round-trips the package: import → export → import gives the same subjects', () => {
    const first = fromQti(qtiPackage('qti-good'));
    const exported = toQti3Package(first.subjects);
    expect(exported.issues).toEqual([]);
    const again = fromQti(exported.content);
    expect(again.issues).toEqual([]);
    expect(again.subjects).toEqual(first.subjects);
  });

  it('writes Moodle questions as items, listing the ones QTI cannot carry', () => {
    const moodle = fromMoodleXml(sample('moodle-good.xml')).subjects;
    const exported = toQti3Package(moodle);
    // Moodle's &radic; is an HTML entity, which XML (and so a QTI item body) does not know.
    expect(exported.issues).toMatchObject([
      {
        path: 'subjects[5] (key "square-root-of-16")',
        message: expect.stringMatching(/not well-formed XHTML/),
      },
    ]);
    const again = fromQti(exported.content);
    expect(again.issues).toEqual([]);
    expect(
      again.subjects.map((s) => [s.key, s.subject.subjectType, s.subject.correctAnswer, s.subject.score]),
    ).toEqual(
      moodle
        .filter((s) => s.key !== 'square-root-of-16')
        .map((s) => [s.key, s.subject.subjectType, s.subject.correctAnswer, s.subject.score]),
    );
  });
});
