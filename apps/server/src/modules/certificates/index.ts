import { serverModule } from '../module';
import { certificateRoutes } from './routes';

/** SPEC §3 isPush: the certificate mailbox. */
export const certificatesModule = serverModule(certificateRoutes);
