import { navigate } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api-client/client';
import { ApiError } from '../../api-client/errors';
import type { Reservation } from '../../api-client/types';
import { checkSession } from '../../browser/session-check';
import type { LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';
import { loadReservationReference } from './reservation-storage';

export type ReservationState =
  { kind: 'loading' } | { kind: 'ready'; reservation: Reservation } | { kind: 'failed'; code: string; message: string };

/** The find page, coming back to `path` once the reservation is found. */
export function findPathFor(language: LocaleCode, path: string): string {
  return `${localePrefix(language)}/reservation/find/?next=${encodeURIComponent(path)}`;
}

/**
 * The tab's reservation after the session check (spec §2 "(session)"): without a reference kept in the
 * tab, or when the session has not proved it (the engine's 404 rule), the visitor is sent to find,
 * which comes back here.
 */
export function useReservation(language: LocaleCode): {
  state: ReservationState;
  show: (reservation: Reservation) => void;
} {
  const [state, setState] = useState<ReservationState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const toFind = () => void navigate(findPathFor(language, window.location.pathname), { replace: true });
    void checkSession().then(async () => {
      const reference = loadReservationReference(window.sessionStorage);
      if (!reference) return toFind();
      try {
        const { reservation } = await api.getReservation(reference, language, controller.signal);
        setState({ kind: 'ready', reservation });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) return toFind();
        setState({
          kind: 'failed',
          code: error instanceof ApiError ? error.code : 'unexpected',
          message: error instanceof Error ? error.message : '',
        });
      }
    });
    return () => controller.abort();
  }, [language]);
  const show = useCallback((reservation: Reservation) => setState({ kind: 'ready', reservation }), []);
  return { state, show };
}
