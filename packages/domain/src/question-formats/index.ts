export type {
  ConversionResult,
  ExportItem,
  ExportResult,
  ImportedSubject,
  KnowledgePoint,
  Subject,
} from './common';
export { validateSubject } from './common';
export { fromDefinition } from './definition';
export { bankWords, QUESTION_FORMAT_ISSUE_KEYS, questionFileWords } from './format-words';
export { fromGift } from './gift';
export { toGift } from './gift-export';
export { fromMoodleXml } from './moodle-xml';
export { toMoodleXml } from './moodle-xml-export';
export { fromQti } from './qti';
export { toQti3Package } from './qti-export';
