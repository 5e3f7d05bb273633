export { appointments } from './appointments';
export { answers, examResults, switchScreenEvents } from './attempts';
export { courses } from './courses';
export { accommodations, examCourses, examGroups, examRules, redemptionCodes } from './exam-links';
export { exams } from './exams';
export { groupMembers, groups } from './groups';
export { videos } from './media';
export { openCandidates } from './open-links';
export {
  abilityDimensions,
  knowledgePoints,
  papers,
  subjectAbilities,
  subjectCases,
  subjectKnowledgePoints,
  subjects,
} from './papers';
export { schools } from './schools';
export { sessionGroups, sessions } from './sessions';
export { serverSettings } from './settings';
export { authSessions, users } from './users';
