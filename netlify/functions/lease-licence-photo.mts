import type { Config } from '@netlify/functions';
import { leaseLicencePhotoEndpoint } from '../../server/rental/lease-endpoints.server';

/** PUT gives or replaces, GET reads back, DELETE removes one side of the lessee's licence (docs/api.md Leases). */
export default leaseLicencePhotoEndpoint;

export const config: Config = { path: '/api/reservations/:reference/lease/licence-photos/:side' };
