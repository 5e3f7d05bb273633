import { serverModule } from '../module';

/** Issue 21: the staff console's reports (routes added by its route files). */
export const reportsModule = serverModule();
