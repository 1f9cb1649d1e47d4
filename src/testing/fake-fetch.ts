import { act } from '@testing-library/react';

/** The answers a mocked `fetch` gives. */
export type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

/**
 * A network answer as `fetch` gives it. jsdom has no Response; the code under test reads only `ok`,
 * `status` and `json`, and a `json` that rejects stands for a body that is not JSON.
 */
export function fakeResponse(status: number, json: () => Promise<unknown>): Response {
  return { ok: status >= 200 && status < 300, status, json } as unknown as Response;
}

/** A JSON answer with `body`. */
export const jsonResponse = (status: number, body: unknown): Response =>
  fakeResponse(status, () => Promise.resolve(body));

/** A mocked global `fetch` for each test of the calling file, reset before and removed after each. */
export function mockFetchForEachTest(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });
  return fetchMock;
}

/** Lets pending requests and their answers settle, and React render what they changed. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
