import { serverModule } from '../module';
import { schoolsRoutes } from './routes';

/** SPEC §7 Accounts, groups, schools: a school's settings and links. */
export const schoolsModule = serverModule(schoolsRoutes);
