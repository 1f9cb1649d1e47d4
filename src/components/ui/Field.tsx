import type { ReactNode } from 'react';
import * as styles from '../booking/booking.module.css';
import { FieldError } from './FieldError';

export type FieldInputProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/** The id of a form field's input (dots of nested names become dashes): the error summary's link target. */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}

/**
 * A labelled input with its hint and its error, tied together for screen readers. With `announce` the
 * error is announced when it appears (`role="alert"`); the booking's details step announces through
 * its error summary instead.
 */
export function Field(props: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  announce?: boolean;
  children: (props: FieldInputProps) => ReactNode;
}) {
  const { name, label, hint, error, announce = false, children } = props;
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
      {announce ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
