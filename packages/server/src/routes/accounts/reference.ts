import * as z from 'zod';
import { indianStates } from '@bondkit/core/validation';
import { labelledValueSchema } from '@bondkit/core/internal';
import type { ApiApp } from '../../http/fastifyTypes';
import { clientCategories } from '../../accounts/clientCategories';

/** Reference lists the registration and profile forms offer. */
export function referenceRoutes(app: ApiApp): void {
  app.get('/api/client/categories/', {
    config: { access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'Client categories',
      response: { 200: z.array(labelledValueSchema) },
    },
    handler: async () => [...clientCategories],
  });
  app.get('/api/client/states/', {
    config: { access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'Indian states and territories',
      response: { 200: z.array(z.string()) },
    },
    handler: async () => [...indianStates],
  });
}
