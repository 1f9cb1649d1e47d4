import type { Config } from '@netlify/functions';
import { refreshTripConditionsEndpoint } from '../../server/trip/endpoint.server';

/**
 * Scheduled every ten minutes (src/config/trip.ts): keeps Vegagerðin's road conditions
 * (`ROAD_CONDITIONS_URL`) and the Met Office's warnings (`WEATHER_WARNINGS_URL`) with their time; a
 * failed source keeps its last data and says so (server/trip/README.md).
 */
export default refreshTripConditionsEndpoint;

export const config: Config = { schedule: '*/10 * * * *' };
