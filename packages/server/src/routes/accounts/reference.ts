import { referenceEndpoints } from '@bondkit/core/contract';
import { indianStates } from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { clientCategories } from '../../accounts/clientCategories';

/** Reference lists the registration and profile forms offer. */
export function referenceRoutes(app: ApiApp): void {
  registerEndpoint(app, referenceEndpoints.getClientCategories, () => [...clientCategories]);
  registerEndpoint(app, referenceEndpoints.getIndianStates, () => [...indianStates]);
}
