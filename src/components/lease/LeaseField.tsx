import type { ReactNode } from 'react';
import * as styles from '../booking/booking.module.css';

export type LeaseInputProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/**
 * A labelled input with its hint and its error, tied together for screen readers; the error is
 * announced when it appears. `id` is `field-{name}`, the error summary's link target.
 */
export function LeaseField(props: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (props: LeaseInputProps) => ReactNode;
}) {
  const { name, label, hint, error, children } = props;
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.muted}>
          {hint}
        </span>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The id of a form field's input (dots of nested names become dashes). */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}
