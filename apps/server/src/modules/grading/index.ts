import { serverModule } from '../module';

/** Issue 21: the staff console's grading (routes added by its route files). */
export const gradingModule = serverModule();
