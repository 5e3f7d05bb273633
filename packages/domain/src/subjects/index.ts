export {
  defaultScoringRule,
  PARTIAL_SCORING_TYPES,
  SCORING_RULES,
  type ScoringRule,
} from './scoring-rule';
export {
  CODE_LANGUAGES,
  CONTENT_TYPE,
  CONTENT_TYPES,
  type CodeLanguage,
  type ContentType,
  isMachineGradedOnSubmit,
  SUBJECT_TYPE,
  SUBJECT_TYPES,
  type SubjectType,
} from './subject-type';
