import { serverModule } from '../module';
import { appointmentRoutes } from './routes';

/** SPEC §4 Appointment per session and §7 Appointment: booking a session, the booking list. */
export const appointmentsModule = serverModule(appointmentRoutes);
