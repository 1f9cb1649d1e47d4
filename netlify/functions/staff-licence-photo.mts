import type { Config } from '@netlify/functions';
import { and, eq } from 'drizzle-orm';
import { licencePhotos } from '../../server/db/schema';
import { notFound } from '../../server/http/api-error.server';
import { pathParameter } from '../../server/http/request.server';
import { recordStaffAction } from '../../server/staff/audit.server';
import { staffReservation } from '../../server/staff/desk.server';
import { privateFileHeaders, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/** GET …/licence-photos/{driver}/{side}: the photo's bytes, to staff only; each view is recorded (docs/api.md "Staff desk"). */
export default staffEndpoint({
  GET: async ({ request, requestContext, context, staff }) => {
    const row = await staffReservation(context.db, context.tenant, staffReferenceParam(requestContext, request));
    const driver = Number(pathParameter(requestContext, request, 'driver', /\/licence-photos\/([^/]+)\//));
    const side = pathParameter(requestContext, request, 'side', /\/licence-photos\/[^/]+\/([^/]+)\/?$/);
    if (!Number.isInteger(driver) || driver < 0 || driver > 20 || (side !== 'front' && side !== 'back')) {
      throw notFound('No such licence photo.');
    }
    const [photo] = await context.db
      .select()
      .from(licencePhotos)
      .where(
        and(eq(licencePhotos.reservationId, row.id), eq(licencePhotos.driver, driver), eq(licencePhotos.side, side)),
      );
    const file = photo ? await fileStorageFromEnv().get(photo.storageKey) : null;
    if (!file) throw notFound('No licence photo has been given for this driver and side (or it has been purged).');
    await recordStaffAction(context.db, staff, {
      reservationId: row.id,
      action: 'licence-photo.viewed',
      details: { driver, side },
      at: context.now,
    });
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: { ...privateFileHeaders, 'content-type': file.contentType, 'content-disposition': 'inline' },
    });
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/licence-photos/:driver/:side' };
