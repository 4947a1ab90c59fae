export { videoAssetsRoutes } from './video-assets-routes.ts';
export { removeVideoAssets } from './video-assets-service.ts';
