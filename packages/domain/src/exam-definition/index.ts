export { findEmbeddedVideoKeys } from './content-videos';
export {
  type ExamDefinition,
  type ExamDefinitionExam,
  type ExamDefinitionPaper,
  type ExamDefinitionSubject,
  examDefinitionSchema,
} from './definition';
export { formatIssuePath } from './issues';
export { type ParseExamDefinitionResult, parseExamDefinition } from './parse';
export { resolveDefinitionTime } from './relative-time';
