export {
  type AnnouncedResult,
  announcedResult,
  attemptTimeUsedSeconds,
  type ExamAttemptsSummary,
  RESULT_FLAG_NOT_ANNOUNCED,
  resultFlagInForce,
  type ShownAttemptStatus,
  type SummaryAttempt,
  shownAttemptStatus,
  summarizeExamAttempts,
} from './announcement';
export { answerStatistics, type SubjectAnswerRecord, type SubjectStatistics } from './answer-statistics';
export {
  DISCRIMINATION_GROUP_SHARE,
  DISTRIBUTION_BINS,
  type ItemAnalysis,
  type ItemScore,
  itemAnalysis,
  median,
  type ResultRow,
  type ResultsSummary,
  type ScoreBin,
  scoreDistribution,
  summarizeResults,
} from './class-statistics';
export { type SubmitFeedbackBody, submitFeedbackBodySchema } from './feedback';
export {
  canAddFeedback,
  FEEDBACK_RATE_LIMIT_PER_MINUTE,
  FEEDBACK_TYPES,
  type FeedbackDecision,
  type FeedbackType,
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACKS_PER_SUBJECT,
} from './feedback-rules';
export {
  type AbilityScore,
  abilityScores,
  type GradedSubjectTags,
  type KnowledgeMastery,
  knowledgeMastery,
} from './knowledge-mastery';
export {
  LEARN_EVENT_RATE_LIMIT_PER_MINUTE,
  LEARN_EVENT_TYPES,
  type LearnEventBody,
  type LearnEventType,
  learnEventBodySchema,
} from './learn-event';
export {
  CASE_VERDICTS,
  type CaseResult,
  type CaseVerdict,
  type CodeGradingState,
  type JudgeState,
  type ProgramAnalysisEntry,
  type ProgramAnalysisInput,
  programAnalysisEntry,
} from './program-analysis';
export { isReviewAllowed, isScoreAnnounced, REVIEW_POLICIES, type ReviewPolicy } from './review-policy';
