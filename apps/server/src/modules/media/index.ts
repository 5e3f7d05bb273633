import { serverModule } from '../module';
import { mediaRoutes } from './routes';
import { imageRoutes } from './routes-images';

/** SPEC §4 Video player and §7 Video: playback tokens and the HLS files they open (DESIGN §5); content images. */
export const mediaModule = serverModule(mediaRoutes, imageRoutes);
