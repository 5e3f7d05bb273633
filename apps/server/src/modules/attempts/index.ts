import { serverModule } from '../module';
import { attemptAdminRoutes } from './admin-routes';
import { answeringRoutes } from './answering-routes';
import { startRoutes } from './start-routes';
import { attemptStateRoutes } from './state-routes';

/** SPEC §4 Start flow and §7 Taking the exam: starting and answering an attempt; staff grading by hand. */
export const attemptsModule = serverModule(
  startRoutes,
  answeringRoutes,
  attemptStateRoutes,
  attemptAdminRoutes,
);
