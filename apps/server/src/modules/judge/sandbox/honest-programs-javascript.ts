import type { HonestProgram } from './honest-programs';

/** JavaScript programs as contestants write them (issue 34): the input idioms, deep recursion, the error kinds. */
export const HONEST_JAVASCRIPT: HonestProgram[] = [];
