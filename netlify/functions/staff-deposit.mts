import type { Config } from '@netlify/functions';
import { staffDepositEndpoint } from '../../server/staff/endpoints.server';

/** POST: releases the deposit, or captures part of it (manager) (docs/api.md "Staff desk"). */
export default staffDepositEndpoint;

// Methods are handled in the function, so a wrong one still answers JSON (405 with Allow).
export const config: Config = { path: '/api/staff/reservations/:reference/deposit/:action' };
