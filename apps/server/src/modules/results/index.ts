import { serverModule } from '../module';
import { resultRoutes } from './routes';
import { analysisRoutes } from './routes-analysis';

/** SPEC §7 Taking the exam and results: results, knowledge and ability analysis. */
export const resultsModule = serverModule(resultRoutes, analysisRoutes);
