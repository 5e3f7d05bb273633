export { complaintRoutes } from './routes';
