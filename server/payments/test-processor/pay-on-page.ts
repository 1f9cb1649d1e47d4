/**
 * A customer on the test processor's hosted card page (hosted-page.ts beside it; the only place a card is typed),
 * for tests and scripts that pay without a browser: types a test card, answers a 3-D Secure challenge,
 * and reads the `sessionResult` the page sends back to the site, as the payment step's frame does.
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

/** Pays on the page at `checkoutUrl` with `number`; answers the sessionResult of the page's way back. */
export async function payOnProcessorPage(
  checkoutUrl: string,
  number = '4242 4242 4242 4242',
  challenge: 'approve' | 'deny' = 'approve',
): Promise<string> {
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
  if (!step.location) throw new Error(`The processor page did not finish (${step.status})`);
  return new URL(step.location, checkoutUrl).searchParams.get('sessionResult') ?? '';
}
