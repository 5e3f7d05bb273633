import { serverModule } from '../module';
import { answersRoutes } from './routes';

/** SPEC §7 Taking the exam: saving answers; the answers file staff load (issue 5). */
export const answersModule = serverModule(answersRoutes);
