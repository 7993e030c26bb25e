import { FeedbackService } from '../../services/feedback-service';
import { defineModule } from '../module';
import { feedbackRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    feedback: FeedbackService;
  }
}

/** The feedback survey. */
export const feedbackModule = defineModule({
  name: 'feedback',
  services: ({ store, clock }) => ({ feedback: new FeedbackService(store, clock) }),
  routes: [{ base: 'main', register: feedbackRoutes }],
});
