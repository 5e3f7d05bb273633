import { serverModule } from '../module';
import { mediaRoutes } from './routes';

/** SPEC §4 Video player and §7 Video: playback tokens and the HLS files they open (DESIGN §5). */
export const mediaModule = serverModule(mediaRoutes);
