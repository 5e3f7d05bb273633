import { serverModule } from '../module';
import { pointRoutes } from './routes';

/** SPEC §7 Taking the exam and results: learning points. */
export const pointsModule = serverModule(pointRoutes);
