import type { Config } from '@netlify/functions';
import * as yup from 'yup';
import { readJsonObject, strictObject, validate } from '../../server/http/request.server';
import { clientAddress } from '../../server/http/responses.server';
import { reservationAnswer } from '../../server/rental/http/answers.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { findReservation } from '../../server/rental/reservations.server';

const findRequest = strictObject({
  reference: yup
    .string()
    .typeError('Reference must be a string')
    .trim()
    .required('Reference is required')
    .max(20, 'Reference is too long'),
  email: yup.string().typeError('Email must be a string').trim().email('Email is invalid').max(200).optional(),
  lastName: yup.string().typeError('Last name must be a string').trim().max(100).optional(),
}).test('emailOrLastName', 'Email or last name is required', (value) => Boolean(value.email || value.lastName));

/** POST /api/reservations/find: proves a reservation to the caller's session (docs/api.md). */
export default engineEndpoint({
  POST: withSession('prove', {
    input: async ({ request }) => validate(findRequest, await readJsonObject(request)),
    handle: async ({ request, requestContext, context, session }, body) =>
      reservationAnswer(context, await findReservation(context, body, clientAddress(request, requestContext), session)),
  }),
});

export const config: Config = { path: '/api/reservations/find' };
