export { videoEditorsRoutes } from './video-editors-routes.ts';
