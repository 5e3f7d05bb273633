import { serverModule } from '../module';

/** Issue 21: the staff console's monitor (routes added by its route files). */
export const monitorModule = serverModule();
