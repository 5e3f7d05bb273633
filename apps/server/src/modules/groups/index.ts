import { serverModule } from '../module';
import { groupsRoutes } from './routes';

/** SPEC §7 Accounts, groups, schools: the groups an exam or session is for. */
export const groupsModule = serverModule(groupsRoutes);
