/** A failure a flow shows: the API's `{ code, message, fields? }` (docs/api.md Errors). */
export interface BookingError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The error of a failed request in the API's shape, whatever was thrown. */
export function bookingErrorOf(error: unknown): BookingError {
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const { code, message } = error as { code: unknown; message: unknown };
    const fields = (error as { fields?: unknown }).fields;
    if (typeof code === 'string' && typeof message === 'string') {
      return {
        code,
        message,
        ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
      };
    }
  }
  return { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

/** A payment the processor had not decided after about 20 s (issue 26): the e-mail will tell. */
export const paymentPendingError: BookingError = {
  code: 'payment_pending',
  message: 'Your payment is being confirmed. We will send you an e-mail as soon as it is.',
};
