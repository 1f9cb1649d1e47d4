import type { Config } from '@netlify/functions';
import { leaseLicencePhotoEndpoint } from '../../server/rental/lease-endpoints.server';

/** PUT gives or replaces, GET reads back, DELETE removes one side of the lessee's licence (docs/api.md Leases). */
export default leaseLicencePhotoEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/reservations/:reference/lease/licence-photos/:side' };
