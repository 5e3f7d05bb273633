import type { HonestProgram } from './honest-program';
import { HONEST_JAVASCRIPT } from './honest-programs-javascript';
import { HONEST_PYTHON } from './honest-programs-python';

/** Every honest program of both languages, as the honest-program test runs them (issue 34). */
export const HONEST_PROGRAMS: HonestProgram[] = [...HONEST_JAVASCRIPT, ...HONEST_PYTHON];
