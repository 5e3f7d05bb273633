import { serverModule } from '../module';
import { attemptActionRoutes } from './routes-actions';
import { bookingActionRoutes } from './routes-bookings';
import { monitorRoutes } from './routes-monitor';

/** Issue 21: the staff console's live monitor and the proctors' actions on attempts and bookings. */
export const monitorModule = serverModule(monitorRoutes, attemptActionRoutes, bookingActionRoutes);
