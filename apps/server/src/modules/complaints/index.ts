import { serverModule } from '../module';
import { complaintRoutes } from './routes';

/** SPEC §2 and §3 Complaint report info: complaints to the school's staff. */
export const complaintsModule = serverModule(complaintRoutes);
