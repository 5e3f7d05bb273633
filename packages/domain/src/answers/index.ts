export { answerSchemaFor, isAnswered, MAX_CODE_LENGTH, MAX_ESSAY_LENGTH } from './answer-shape';
export { answerAsText } from './answer-text';
export { ANSWERS_FILE_FORMAT, type AnswersFile, answersFileSchema } from './answers-file.schema';
export { answerEntryIssues, type EntryIssue } from './entry-issues';
export {
  MAX_ANSWERS_PER_SAVE,
  newestPerSubject,
  type SaveAnswersBody,
  saveAnswersBodySchema,
  shouldApplySave,
} from './save-answers.schema';
