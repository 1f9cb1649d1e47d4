import type { Config } from '@netlify/functions';
import {
  conditionReportFor,
  conditionReportResponse,
  reportLanguageQuery,
} from '../../server/condition-report/condition-report.server';
import { recordStaffAction } from '../../server/staff/audit.server';
import { staffReservation } from '../../server/staff/desk.server';
import { privateFileHeaders, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/** GET: the condition report PDF for the desk (`?lang=` another of the seven); each view is recorded (docs/api.md). */
export default staffEndpoint({
  GET: async ({ request, requestContext, context, staff }) => {
    const lang = reportLanguageQuery(request);
    const row = await staffReservation(context.db, context.tenant, staffReferenceParam(requestContext, request));
    const pdf = await conditionReportFor(context.db, fileStorageFromEnv(), row, lang, context.now);
    await recordStaffAction(context.db, staff, {
      reservationId: row.id,
      action: 'condition-report.viewed',
      details: { lang },
      at: context.now,
    });
    return conditionReportResponse(pdf, row.reference, privateFileHeaders);
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/condition/report.pdf' };
