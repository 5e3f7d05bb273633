import { issueWords } from '../errors/issue-words';

/** What a parser or zip reader said, in its own (English) words: the line and column it stopped at. */
type Detail = { detail: string };
type Key = { key: string };

/**
 * Issue 35: a question file the bank cannot read, or a part of it that is not where the format puts it. The
 * parsers' own words (`detail`) stay as they wrote them; the rest is said in the user's language.
 */
export const questionFileWords = issueWords('questionFile', {
  notGift: ({ detail }: Detail) => `not valid GIFT: ${detail}`,
  entityDeclarations: () => 'DOCTYPE entity declarations are not read',
  notWellFormedXml: ({ detail }: Detail) => `not well-formed XML: ${detail}`,
  quizRoot: () => 'expected a <quiz> root element',
  qtiItemRoot: () => 'expected a <qti-assessment-item> root element (QTI 3.0)',
  notZip: ({ detail }: Detail) => `not a zip file: ${detail}`,
  noManifest: () => 'no imsmanifest.xml at the top of the zip',
  notInZip: () => 'listed in the manifest but not in the zip, or larger than 5 MB',
  noQtiItems: () => 'no QTI 3.0 item resources (type imsqti_item_xmlv3p0)',
  notDefinition: () => 'expected a definition: exams with papers, or a list of subjects',
  noSubjects: () => 'no subjects in the file',
  keyTwice: ({ key }: Key) => `the key "${key}" is given twice`,
});

const notSupported = (what: string) => `not supported: ${what}`;

/** An item of a format (Moodle XML, GIFT, QTI) that would be graded differently here, with the values it has. */
export const unsupportedWords = issueWords('questionFile.unsupported', {
  description: () =>
    notSupported('a description has no answer and no score: put its text into the next question'),
  giftType: ({ type }: { type: string }) => notSupported(`${type} questions have no counterpart here`),
  moodleType: () => notSupported('this question type has no counterpart here'),
  giftWeights: ({ weights }: { weights: string }) =>
    notSupported(
      `answer weights other than one =right answer or right answers sharing 100% equally (${weights})`,
    ),
  embeddedAnswers: () =>
    notSupported('answers inside the sentence (missing word): put the answers after the question'),
  giftPartialCredit: () => notSupported('answers with partial credit (%50% and the like)'),
  toleranceOrRange: () => notSupported('a tolerance or range: fill-in answers are compared as text'),
  singlePartial: ({ fractions }: { fractions: string }) =>
    notSupported(
      `a single-answer question with partial credit (fractions ${fractions}): only one 100% answer maps`,
    ),
  unequalShares: ({ fractions }: { fractions: string }) =>
    notSupported(
      `right answers must share 100% equally (found ${fractions}): each right option earns the same share here`,
    ),
  partialCredit: ({ answers }: { answers: string }) =>
    notSupported(`answers with partial credit (${answers})`),
  wildcard: () => notSupported('a wildcard (*) in an accepted answer: answers are compared as written'),
  tolerance: ({ values }: { values: string }) =>
    notSupported(`a tolerance other than 0 (${values}): fill-in answers are compared as text`),
  noTrueOrFalse: () => notSupported('no 100% answer "true" or "false"'),
  caseSensitive: () => notSupported('case-sensitive answers (usecase 1): fill-in answers ignore case'),
  units: () => notSupported('units: fill-in answers are compared as written, without units'),
  qtiElements: ({ elements }: { elements: string }) => notSupported(elements),
  unequalMappedValues: ({ values }: { values: string }) =>
    notSupported(`right choices with unequal mapped values (${values})`),
  noInteraction: () => notSupported('an item without an interaction'),
  interactions: ({ interactions }: { interactions: string }) => notSupported(`interactions ${interactions}`),
});

const notExported = (why: string) => `not exported: ${why}`;

/** A bank subject a format cannot carry (exports write nothing while one is listed). */
export const exportWords = issueWords('questionExport', {
  giftAllOrNothing: () =>
    notExported('GIFT has no all-or-nothing multiple choice (each right answer has its share)'),
  moodleAllOrNothing: () =>
    notExported('Moodle has no all-or-nothing multiple choice (it always gives each right answer its share)'),
  giftBlanks: ({ blanks }: { blanks: number }) =>
    notExported(`a fill-in with ${blanks} blanks: GIFT's short answer has one`),
  moodleBlanks: ({ blanks }: { blanks: number }) =>
    notExported(`a fill-in with ${blanks} blanks: Moodle's short answer has one`),
  giftCode: () => notExported('code subjects have no GIFT question type'),
  moodleCode: () => notExported('code subjects have no Moodle XML question type'),
  qtiCode: () => notExported('code subjects have no QTI 3.0 interaction'),
  qtiAllOrNothingBlanks: ({ blanks }: { blanks: number }) =>
    notExported(
      `an all-or-nothing fill-in with ${blanks} blanks: QTI text entries are read back one by one, each blank its share`,
    ),
  qtiIdentifier: () => notExported('a QTI identifier starts with a letter and has no spaces'),
  htmlEntity: ({ entity }: { entity: string }) =>
    notExported(`its HTML is not well-formed XHTML (the HTML entity ${entity} (write the character itself))`),
  notXhtml: ({ detail }: Detail) => notExported(`its HTML is not well-formed XHTML (${detail})`),
});

/** What the server's bank checks: the definition file's text, the school's rows, the address (import, PUT, export). */
export const bankWords = issueWords('bank', {
  notYamlOrJson: ({ detail }: Detail) => `invalid YAML or JSON: ${detail}`,
  noAbilityInSchool: ({ key }: Key) => `no ability dimension "${key}" in your school`,
  noAbility: () => 'no ability dimension with this key',
  noKnowledgePoint: () => 'no knowledge point with this key',
  keyOfAddress: ({ key }: Key) => `must be the key of the address (${key})`,
  noBankSubject: ({ key }: Key) => `no bank subject "${key}"`,
});

/** Every key the bank's issues may carry, for the console's catalogues to hold. */
export const QUESTION_FORMAT_ISSUE_KEYS = [
  questionFileWords,
  unsupportedWords,
  exportWords,
  bankWords,
].flatMap((words) => words.keys);
