import { serverModule } from '../module';
import { healthRoutes } from './routes';

/** Liveness and readiness for operators (docs/operations.md). */
export const healthModule = serverModule(healthRoutes);
