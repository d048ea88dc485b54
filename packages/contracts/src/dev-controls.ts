import { z } from 'zod';
import { defineCall } from './call.ts';
import { maintenanceSchema } from './system.ts';

/**
 * Test seam for the browser journeys: switches the merchant's maintenance and region screens on a
 * running server. Registered only with ENABLE_DEV_CONTROLS=true, never in production; the operator
 * back office replaces it.
 */
export const devMerchantScreens = defineCall({
  paths: ['/dev/merchant/screens'],
  methods: ['PUT'],
  auth: 'public',
  summary: 'Development only: turn the maintenance / region-blocked screens on or off',
  body: z.object({
    maintenance: maintenanceSchema.nullable(),
    blockedIps: z.array(z.string().max(64)).max(20),
  }),
  value: z.object({ maintenance: z.boolean(), blockedIps: z.array(z.string()) }),
});
