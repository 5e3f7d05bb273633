export { appointments } from './appointments';
export { answerLoads, answers, examResults, subjectFeedbacks, switchScreenEvents } from './attempts';
export { auditLog } from './audit-log';
export { bankSubjects } from './bank';
export { certificateMailboxes } from './certificate-mailboxes';
export { complaints } from './complaints';
export { courses } from './courses';
export { accommodations, examCourses, examGroups, examRules, redemptionCodes } from './exam-links';
export { exams } from './exams';
export { groupMembers } from './groups';
export { judgeRuns } from './judge-runs';
export { learnEvents } from './learn-events';
export { loginCodes } from './login-codes';
export { videos } from './media';
export { abilityDimensions, groups, knowledgePoints } from './named-entities';
export { openCandidates } from './open-links';
export {
  papers,
  subjectAbilities,
  subjectCases,
  subjectKnowledgePoints,
  subjects,
} from './papers';
export { preparedAttempts } from './prepared-attempts';
export { rateCounters } from './rate-counters';
export { schools } from './schools';
export { sessionGroups, sessions } from './sessions';
export { serverSettings } from './settings';
export { attemptNotices, staffAssignments } from './staff';
export { authSessionRevocations, authSessions, users } from './users';
