/**
 * The server's clock. Endpoints read the time here once per request and pass it down, so the engine
 * itself never reads the time; tests replace `clock.now` (jest.spyOn) to pin it.
 */
export const clock = {
  now: (): Date => new Date(),
};
