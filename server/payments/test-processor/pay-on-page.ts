/**
 * A customer on the test processor's hosted card page (hosted-page.ts beside it; the only place a card is typed),
 * for tests and scripts that pay without a browser: types a test card, answers a 3-D Secure challenge,
 * and reads the `sessionResult` the page sends back to the site, as the browser's top window follows it.
 */
/** Posts a form to the hosted page as a browser would; answers the page's status, redirect and HTML. */
export async function postForm(url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** One card typed on the page (and its challenge answered): where the page went, or the page shown again. */
export async function tryCardOnProcessorPage(
  checkoutUrl: string,
  number: string,
  challenge: 'approve' | 'deny' = 'approve',
): Promise<{ status: number; location: string | null; html: string }> {
  let step = await postForm(checkoutUrl, {
    holderName: 'Gudrun Jonsdottir',
    number,
    expiry: '12/30',
    cvc: '123',
    action: 'pay',
  });
  if (step.location?.includes('/challenge')) {
    step = await postForm(new URL(step.location, checkoutUrl).toString(), { action: challenge });
  }
  return { ...step, location: step.location ? new URL(step.location, checkoutUrl).toString() : null };
}

/**
 * Pays on the page at `checkoutUrl` with `number`; answers the sessionResult of the page's way back. A
 * refused card leaves the processor's checkout open (as Adyen's): this customer then gives up with
 * "Cancel and go back", and the answer is that way back's sessionResult.
 */
export async function payOnProcessorPage(
  checkoutUrl: string,
  number = '4242 4242 4242 4242',
  challenge: 'approve' | 'deny' = 'approve',
): Promise<string> {
  let step = await tryCardOnProcessorPage(checkoutUrl, number, challenge);
  if (!step.location && step.status === 200 && step.html.includes('role="alert"')) {
    const cancelled = await postForm(checkoutUrl, { action: 'cancel' });
    step = { ...cancelled, location: cancelled.location ? new URL(cancelled.location, checkoutUrl).toString() : null };
  }
  if (!step.location) throw new Error(`The processor page did not finish (${step.status})`);
  return new URL(step.location).searchParams.get('sessionResult') ?? '';
}
