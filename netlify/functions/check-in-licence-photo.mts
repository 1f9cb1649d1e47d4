import type { Config } from '@netlify/functions';
import { licencePhotoEndpoint } from '../../server/rental/endpoints.server';

/** PUT gives or replaces, GET reads back, DELETE removes one side of one driver's licence photo (docs/api.md). */
export default licencePhotoEndpoint;

export const config: Config = { path: '/api/reservations/:reference/check-in/licence-photos/:driver/:side' };
