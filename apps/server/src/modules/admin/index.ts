import { serverModule } from '../module';
import { adminRoutes } from './routes';
import { examRoutes } from './routes-exams';
import { groupRoutes } from './routes-groups';
import { linkRoutes } from './routes-links';
import { mediaUploadRoutes } from './routes-media';

/** Exam staff: importing a school and its exams (docs/exam-definition.md), and the console's authoring API. */
export const adminModule = serverModule(adminRoutes, examRoutes, groupRoutes, linkRoutes, mediaUploadRoutes);
