import { serverModule } from '../module';
import { bankRoutes } from './routes';

/** The school's question bank (issue 20): questions imported from Moodle XML, GIFT, QTI 3.0 or our files. */
export const bankModule = serverModule(bankRoutes);
