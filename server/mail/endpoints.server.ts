import * as yup from 'yup';
import { readJsonObject, strictObject, validate } from '../http/request.server';
import { endpoint, json } from '../http/responses.server';
import { engineContext } from '../rental/context.server';
import { reservationView } from '../rental/reservations.server';
import { ensureSession } from '../session.server';
import { openReservationByLink } from './links.server';

const openRequest = strictObject({
  token: yup
    .string()
    .typeError('Token must be a string')
    .trim()
    .required('Token is required')
    .matches(/^[A-Za-z0-9_-]{20,100}$/, 'Token is invalid'),
});

/**
 * POST /api/reservations/open (docs/api.md): the token of an e-mail's link proves its reservation to the
 * caller's session, as POST /api/reservations/find does with the reference; the answer is the same.
 */
export const openReservationEndpoint = endpoint({
  POST: async (request) => {
    const context = engineContext();
    const body = await validate(openRequest, await readJsonObject(request));
    const { session, setCookie } = await ensureSession(context.db, request, context.tenant, context.now);
    const row = await openReservationByLink(context, body.token, session);
    const response = json({ reservation: await reservationView(context.db, row, context.now) });
    if (setCookie) response.headers.append('set-cookie', setCookie);
    return response;
  },
});
