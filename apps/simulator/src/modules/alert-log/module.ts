import { AlertLogService } from '../../services/alert-log-service';
import { alertLogResolvers } from '../../transport/graphql/alert-log-resolvers';
import { defineModule } from '../module';

declare module '../../services/services' {
  interface Services {
    /** The Notification Log: users' actions on alerts (ALERTLOG-*). */
    alertLog: AlertLogService;
  }
}

export const alertLogModule = defineModule({
  name: 'alert-log',
  services: ({ alerts }) => ({ alertLog: new AlertLogService({ alerts }) }),
  resolvers: alertLogResolvers,
});
