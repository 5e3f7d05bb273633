import { serverModule } from '../module';
import { gradingRoutes } from './routes';
import { regradeRoutes } from './routes-regrade';

/** Issue 21: the staff console's grading by question, and regrading after a key change. */
export const gradingModule = serverModule(gradingRoutes, regradeRoutes);
