import type { RouteModule } from '../../http/fastifyTypes';
import { clientRoutes } from './client';
import { clientOnboardingRoutes } from './clientOnboarding';
import { clientsSearchRoutes } from './clientsSearch';
import { custodiansRoute } from './custodians';
import { exchangeCredentialsRoutes } from './exchangeCredentials';
import { firmTradingSettingsRoutes } from './firmTradingSettings';
import { invitationRoutes } from './invitations';
import { referenceRoutes } from './reference';
import { registerLiteRoute, registerRoute } from './register';
import { supportRoutes } from './support';
import { tradeDirectoryRoutes } from './tradeDirectory';
import { tradeMemberRoutes } from './tradeMembers';
import { uccRoutes } from './ucc';
import { userRoutes } from './user';

/** Clients and accounts (platform-shell 7 'Client and account'). */
export const accountRoutes: RouteModule[] = [
  registerRoute,
  registerLiteRoute,
  exchangeCredentialsRoutes,
  firmTradingSettingsRoutes,
  clientRoutes,
  userRoutes,
  clientsSearchRoutes,
  clientOnboardingRoutes,
  custodiansRoute,
  invitationRoutes,
  uccRoutes,
  referenceRoutes,
  tradeMemberRoutes,
  tradeDirectoryRoutes,
  supportRoutes,
];
