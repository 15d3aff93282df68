import { clusterEndpoints } from './clusterEndpoints';
import { inventoryEndpoints } from './inventoryEndpoints';
import { authEndpoints } from './authEndpoints';
import { accountEndpoints } from './accountEndpoints';
import { marketEndpoints } from './marketEndpoints';
import { orderEndpoints } from './orderEndpoints';
import { orderAmendmentEndpoints } from './orderAmendmentEndpoints';
import { orderDetailEndpoints } from './orderDetailEndpoints';
import { participantEndpoints } from './participantEndpoints';
import { platformEndpoints } from './platformEndpoints';
import { ticketEndpoints } from './ticketEndpoints';
import { quoteActionEndpoints } from './quoteActionEndpoints';
import { quoteListEndpoints } from './quoteEndpoints';
import { quoteWriteEndpoints } from './quoteWriteEndpoints';
import { tradeMemberEndpoints } from './tradeMemberEndpoints';
import { securityPageEndpoints } from './securityPageEndpoints';
import { clientEndpoints } from './clientEndpoints';
import { referenceEndpoints } from './referenceEndpoints';
import { surveillanceEndpoints } from './surveillanceEndpoints';
import { chatEndpoints } from './chatEndpoints';
import { marketDataEndpoints } from './marketDataEndpoints';
import { administrationEndpoints } from './administrationEndpoints';
import { registrationEndpoints } from './registrationEndpoints';
import { userSettingsEndpoints } from './userSettingsEndpoints';
import { supportEndpoints } from './supportEndpoints';
import { mindEndpoints } from './mindEndpoints';
import { clientEoiEndpoints } from './clientEoiEndpoints';

/** Every endpoint on the contract, by name. */
export const endpoints = {
  ...marketEndpoints,
  ...quoteListEndpoints,
  ...quoteWriteEndpoints,
  ...quoteActionEndpoints,
  ...participantEndpoints,
  ...orderEndpoints,
  ...orderAmendmentEndpoints,
  ...orderDetailEndpoints,
  ...clusterEndpoints,
  ...inventoryEndpoints,
  ...tradeMemberEndpoints,
  ...platformEndpoints,
  ...ticketEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...securityPageEndpoints,
  ...clientEndpoints,
  ...referenceEndpoints,
  ...surveillanceEndpoints,
  ...chatEndpoints,
  ...marketDataEndpoints,
  ...administrationEndpoints,
  ...registrationEndpoints,
  ...userSettingsEndpoints,
  ...supportEndpoints,
  ...mindEndpoints,
  ...clientEoiEndpoints,
};

/** The name of an endpoint on the contract. */
export type EndpointName = keyof typeof endpoints;
