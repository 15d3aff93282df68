import { accountEndpoints } from './accountEndpoints';
import { marketEndpoints } from './marketEndpoints';
import { participantEndpoints } from './participantEndpoints';
import { quoteListEndpoints } from './quoteEndpoints';
import { quoteWriteEndpoints } from './quoteWriteEndpoints';
import { securityPageEndpoints } from './securityPageEndpoints';

/** Every endpoint on the contract, by name. */
export const endpoints = {
  ...marketEndpoints,
  ...quoteListEndpoints,
  ...quoteWriteEndpoints,
  ...participantEndpoints,
  ...accountEndpoints,
  ...securityPageEndpoints,
};

/** The name of an endpoint on the contract. */
export type EndpointName = keyof typeof endpoints;
