/**
 * Paths without the session check (spec §2): the booking error page, the signature step, and the staff
 * desk (its own staff session; a customer session there would only turn its 401 into a 403).
 */
const withoutSessionCheck = [/\/book\/error\/$/, /\/reservation\/checkin\/signature\/$/, /^\/([a-z]{2}\/)?staff\//];

/** The booking pages run the check themselves before they show a step. */
const checkedByPage = /\/book\//;

/** Whether a path is one of the "(session)" routes whose check runs on each route change. */
export function needsSessionCheck(pathname: string): boolean {
  if (withoutSessionCheck.some((pattern) => pattern.test(pathname))) return false;
  return !checkedByPage.test(pathname);
}

let pending: Promise<void> | null = null;

/**
 * The session check of spec §2: `GET /api/session`, once per page load of the site (the session lives
 * in an HttpOnly cookie that later pages share). Its answer is not shown. A failure is logged and not
 * kept, so the next route or booking step asks again; the booking itself also creates a session.
 */
export function checkSession(): Promise<void> {
  // A plain fetch, not src/api-client: every content page runs this, and the client's code would be
  // one more script on their first load (issue 18). The answer is not read.
  pending ??= fetch('/api/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      // The body is read (and dropped) so the request ends: an unread response stays open.
      await response.text();
      if (!response.ok) throw new Error(`GET /api/session answered ${response.status}`);
    })
    .catch((error: unknown) => {
      pending = null;
      console.error('The session check failed', error);
    });
  return pending;
}
