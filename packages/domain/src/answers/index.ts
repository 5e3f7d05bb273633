export { answerSchemaFor } from './answer-shape';
export { answerAsText } from './answer-text';
export { isAnswered, MAX_CODE_LENGTH, MAX_ESSAY_LENGTH } from './answer-value';
export { type AnswersFile, answersFileSchema } from './answers-file.schema';
export { ANSWERS_FILE_FORMAT } from './answers-file-format';
export { ANSWER_ENTRY_ISSUE_KEYS, answerEntryIssues, type EntryIssue } from './entry-issues';
export { type SaveAnswersBody, saveAnswersBodySchema } from './save-answers.schema';
export { MAX_ANSWERS_PER_SAVE, newestPerSubject } from './save-rules';
