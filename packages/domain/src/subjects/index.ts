export {
  CODE_LANGUAGES,
  type CodeLanguage,
  CONTENT_TYPE,
  CONTENT_TYPES,
  type ContentType,
  isMachineGradedOnSubmit,
  SUBJECT_TYPE,
  SUBJECT_TYPES,
  type SubjectType,
} from './subject-type';
