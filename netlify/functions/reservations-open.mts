import type { Config } from '@netlify/functions';
import * as yup from 'yup';
import { readJsonObject, strictObject, validate } from '../../server/http/request.server';
import { openReservationByLink } from '../../server/mail/links.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';

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
export default engineEndpoint({
  POST: withSession('prove', {
    input: async ({ request }) => validate(openRequest, await readJsonObject(request)),
    handle: async ({ context, session }, body) =>
      reservationAnswer(context, await openReservationByLink(context, body.token, session)),
  }),
});

export const config: Config = { path: '/api/reservations/open' };
