import { BannerService } from '../../services/banner-service';
import { defineModule } from '../module';
import { bannerRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    banners: BannerService;
  }
}

/** The promotional banners. */
export const bannersModule = defineModule({
  name: 'banners',
  services: ({ store, clock }) => ({ banners: new BannerService(store, clock) }),
  routes: [{ base: 'main', register: bannerRoutes }],
});
