export { answerStatistics, type SubjectAnswerRecord, type SubjectStatistics } from './answer-statistics';
export {
  type AbilityScore,
  abilityScores,
  type GradedSubjectTags,
  type KnowledgeMastery,
  knowledgeMastery,
} from './knowledge-mastery';
export { isReviewAllowed, isScoreAnnounced, REVIEW_POLICIES, type ReviewPolicy } from './review-policy';
