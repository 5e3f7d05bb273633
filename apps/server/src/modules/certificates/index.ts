export { certificateRoutes } from './routes';
