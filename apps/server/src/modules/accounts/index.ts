import { serverModule } from '../module';
import { accountsRoutes } from './routes';

/** SPEC §7 Accounts, groups, schools: logging in and out, and the account behind a request (§8 errors). */
export const accountsModule = serverModule(accountsRoutes);
