import { serverModule } from '../module';
import { staffRoutes } from './routes';

/** Issue 21: the console's staff accounts and their assignments. */
export const staffModule = serverModule(staffRoutes);
