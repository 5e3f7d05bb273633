export { formatIssuePath, type ParseResult, parseSchoolDefinition } from './parse';
export {
  type ExamDefinition,
  type SchoolDefinition,
  type SubjectDefinition,
  schoolDefinitionSchema,
} from './school-definition';
