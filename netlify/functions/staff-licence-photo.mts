import type { Config } from '@netlify/functions';
import { staffLicencePhotoEndpoint } from '../../server/staff/endpoints.server';

/** GET: one licence photo, to staff only (docs/api.md "Staff desk"). */
export default staffLicencePhotoEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/licence-photos/:driver/:side' };
