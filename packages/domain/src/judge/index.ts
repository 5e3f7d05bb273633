export {
  caseVerdict,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_OUTPUT_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  MAX_OUTPUT_LIMIT_KB,
  normaliseOutput,
  type RunEnd,
} from './case-verdict';
export { judgedScore } from './judge-score';
export {
  RUN_SAMPLES_PER_MINUTE,
  type RunSamplesBody,
  runSamplesBodySchema,
} from './run-samples.schema';
