export { findEmbeddedVideoKeys } from './content-videos';
export {
  type ExamDefinition,
  type ExamDefinitionExam,
  type ExamDefinitionPaper,
  type ExamDefinitionSubject,
  examDefinitionSchema,
} from './definition';
export { type ParseExamItemResult, parseExamItem } from './exam-item';
export { definitionErrorMap, formatIssuePath, issuesFromZod } from './issues';
export { openLinkSchema } from './open-links';
export { expectedOutputProblem } from './output-limit';
export { type ParseExamDefinitionResult, parseExamDefinition } from './parse';
export { keySchema, nameSchema } from './primitives';
export { findPublishIssues, PUBLISH_ISSUE_KEYS, type PublishFacts } from './publish-check';
export type { KnownKeys } from './references';
export { resolveDefinitionTime } from './relative-time';
export { DEFINITION_ISSUE_KEYS, definitionWords } from './rule-words';
export { SCHOOL_ISSUE_KEYS, schoolWords } from './school-words';
export { findStatedFields, type Stated, type StatedFields } from './stated-fields';
export { correctAnswerProblem } from './subject-rules';
export { userSchema } from './users';
