import type { Config } from '@netlify/functions';
import { staffDepositEndpoint } from '../../server/staff/endpoints.server';

/** POST: releases the deposit, or captures part of it (manager) (docs/api.md "Staff desk"). */
export default staffDepositEndpoint;

export const config: Config = { path: '/api/staff/reservations/:reference/deposit/:action' };
