import { whenIdle } from './after-page-load';

/** Paths without the session check (spec §2): the booking error page and the signature step. */
const withoutSessionCheck = [/\/book\/error\/$/, /\/reservation\/checkin\/signature\/$/];

/** The booking pages run the check themselves before they show a step. */
const checkedByPage = /\/book\//;

let checked = false;

/** Whether a path is one of the "(session)" routes whose check runs from here. */
export function needsSessionCheck(pathname: string): boolean {
  if (withoutSessionCheck.some((pattern) => pattern.test(pathname))) return false;
  return !checkedByPage.test(pathname);
}

/**
 * The session check of spec §2 on the "(session)" routes: `GET /api/session` once the page is idle,
 * once per page load of the site (the session lives in an HttpOnly cookie; later pages share it).
 * Its answer is not shown; a failure is logged and tried again on the next route.
 */
export function checkSession(pathname: string): void {
  if (checked || !needsSessionCheck(pathname)) return;
  checked = true;
  whenIdle(() => {
    fetch('/api/session', { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
      })
      .catch((error: unknown) => {
        checked = false;
        console.error('The session check failed', error);
      });
  });
}
