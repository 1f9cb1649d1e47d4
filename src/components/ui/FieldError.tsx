import * as booking from '../booking/booking.module.css';

/**
 * A field's error message, announced when it appears (`role="alert"`); its `id` is what the field's
 * `aria-describedby` names. Nothing is rendered without a message.
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <span id={id} className={booking.fieldError} role="alert">
      {message}
    </span>
  );
}
