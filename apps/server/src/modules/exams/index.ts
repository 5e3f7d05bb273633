import { serverModule } from '../module';
import { examInfoRoutes } from './info-routes';
import { portalRoutes } from './portal-routes';
import { examSupportRoutes } from './support-routes';

/** SPEC §2 Exam information page and §7 Exam information and start: the portal, the page and its supporting calls. */
export const examsModule = serverModule(portalRoutes, examInfoRoutes, examSupportRoutes);
