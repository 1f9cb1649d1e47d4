import type { Config } from '@netlify/functions';
import { searchOptionsEndpoint } from '../../server/rental/endpoints.server';

/** GET /api/search-options: places with hours, extras, insurance, terms and rates for the search and options steps (docs/api.md). */
export default searchOptionsEndpoint;

export const config: Config = { path: '/api/search-options' };
