import { serverModule } from '../module';
import { adminRoutes } from './routes';

/** Exam staff: importing a school and its exams (docs/exam-definition.md). */
export const adminModule = serverModule(adminRoutes);
