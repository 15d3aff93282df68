import type { RouteModule } from '../../http/fastifyTypes';
import { participantRoutes as participantSearchRoutes } from './participantRoutes';

/** Participants (trading-and-chat 7 'Participants and custodians'; custodians live with the accounts). */
export const participantRoutes: RouteModule[] = [participantSearchRoutes];
