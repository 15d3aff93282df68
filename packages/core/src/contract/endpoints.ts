import { marketEndpoints } from './marketEndpoints';

/** Every endpoint on the contract, by name. */
export const endpoints = {
  ...marketEndpoints,
};

/** The name of an endpoint on the contract. */
export type EndpointName = keyof typeof endpoints;
