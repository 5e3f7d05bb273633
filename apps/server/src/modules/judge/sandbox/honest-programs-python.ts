import type { HonestProgram } from './honest-programs';

/** Python programs as contestants write them (issue 34): the input idioms, large output, the error kinds. */
export const HONEST_PYTHON: HonestProgram[] = [];
