import type { Config } from '@netlify/functions';
import { licencePhotoEndpoint } from '../../server/rental/endpoints.server';

/** PUT gives or replaces, GET reads back, DELETE removes one side of one driver's licence photo (docs/api.md). */
export default licencePhotoEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/reservations/:reference/check-in/licence-photos/:driver/:side' };
