import { serverModule } from '../module';
import { reportRoutes } from './routes';

/** Issue 21: the console's results, statistics, release and export. */
export const reportsModule = serverModule(reportRoutes);
