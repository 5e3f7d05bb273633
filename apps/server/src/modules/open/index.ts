import { serverModule } from '../module';
import { openRoutes } from './routes';

/** SPEC §4 Open variant and §6: the open link's identifyCode, confirming who one is, the common code. */
export const openModule = serverModule(openRoutes);
