import { serverModule } from '../module';

/** Issue 21: the staff console's staff (routes added by its route files). */
export const staffModule = serverModule();
