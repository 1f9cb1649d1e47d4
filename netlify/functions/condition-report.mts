import type { Config } from '@netlify/functions';
import {
  conditionReportFor,
  conditionReportResponse,
  reportLanguageQuery,
} from '../../server/condition-report/condition-report.server';
import { referenceParam } from '../../server/rental/http/inputs.server';
import { engineEndpoint, withSession } from '../../server/rental/http/endpoint.server';
import { provenReservation } from '../../server/rental/reservations.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';

/** GET: the condition report PDF, pickup beside return, in the reservation's language or `?lang=` (docs/api.md). */
export default engineEndpoint({
  GET: withSession('find', {
    input: ({ requestContext, request }) => ({
      reference: referenceParam(requestContext, request),
      lang: reportLanguageQuery(request),
    }),
    handle: async ({ context, session }, { reference, lang }) => {
      const row = await provenReservation(context.db, context.tenant, reference, session);
      const pdf = await conditionReportFor(context.db, fileStorageFromEnv(), row, lang, context.now);
      return conditionReportResponse(pdf, row.reference);
    },
  }),
});

export const config: Config = { path: '/api/reservations/:reference/condition/report.pdf' };
