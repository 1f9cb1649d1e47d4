import type { Config } from '@netlify/functions';
import { json } from '../../server/http/responses.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { localeQuery, referenceParam } from '../../server/rental/http/inputs.server';
import { and, eq } from 'drizzle-orm';
import { vehicleClasses } from '../../server/db/schema';
import { isLive, provenReservation } from '../../server/rental/reservations.server';
import { tripConditionsView } from '../../server/trip/conditions.server';

/**
 * GET /api/reservations/{reference}/trip-conditions: the trip's roads and weather warnings as the
 * scheduled refresh kept them, each source's state, for the proven owner of a live reservation (docs/api.md).
 */
export default engineEndpoint({
  GET: withSession('find', {
    input: ({ request, requestContext }) => ({
      locale: localeQuery(request),
      reference: referenceParam(requestContext, request),
    }),
    handle: async ({ context, session }, { reference }) => {
      const row = await provenReservation(context.db, context.tenant, reference, session);
      // A cancelled or expired reservation has no trip to show conditions for.
      if (!isLive(row)) return json({ shown: false });
      // The class's F-road permission, from the content (the vehicle document's `fRoadAllowed`).
      const [vehicleClass] = await context.db
        .select({ fRoadAllowed: vehicleClasses.fRoadAllowed })
        .from(vehicleClasses)
        .where(and(eq(vehicleClasses.tenant, row.tenant), eq(vehicleClasses.id, row.classId)));
      return json(await tripConditionsView(context.db, row, vehicleClass?.fRoadAllowed ?? false, context.now));
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/trip-conditions' };
