import type { Config } from '@netlify/functions';
import { desc, eq } from 'drizzle-orm';
import { contracts, signatures } from '../../server/db/schema';
import { notFound } from '../../server/http/api-error.server';
import { recordStaffAction } from '../../server/staff/audit.server';
import { staffReservation } from '../../server/staff/desk.server';
import { privateFileHeaders, staffEndpoint, staffReferenceParam } from '../../server/staff/staff-endpoint.server';

/** GET …/contract: the reservation's newest contract PDF, signed when it was (docs/api.md "Staff desk"). */
export default staffEndpoint({
  GET: async ({ request, requestContext, context, staff }) => {
    const row = await staffReservation(context.db, context.tenant, staffReferenceParam(requestContext, request));
    const [contract] = await context.db
      .select()
      .from(contracts)
      .where(eq(contracts.reservationId, row.id))
      .orderBy(desc(contracts.createdAt))
      .limit(1);
    if (!contract) throw notFound('No contract has been drawn up for this reservation yet.');
    const [signature] = await context.db.select().from(signatures).where(eq(signatures.contractId, contract.id));
    await recordStaffAction(context.db, staff, {
      reservationId: row.id,
      action: 'contract.viewed',
      details: { signed: Boolean(signature) },
      at: context.now,
    });
    return new Response(new Uint8Array(signature ? signature.signedPdf : contract.pdf), {
      status: 200,
      headers: {
        ...privateFileHeaders,
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="rental-agreement-${row.reference}.pdf"`,
      },
    });
  },
});

export const config: Config = { path: '/api/staff/reservations/:reference/contract' };
