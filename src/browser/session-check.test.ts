import { needsSessionCheck } from './session-check';

describe('needsSessionCheck', () => {
  it.each(['/', '/is/', '/cars/economy/kia-picanto/', '/reservation/', '/zh/reservation/checkin/start/'])(
    'runs the check on the (session) route %s',
    (path) => expect(needsSessionCheck(path)).toBe(true),
  );

  it.each(['/book/error/', '/de/book/error/', '/reservation/checkin/signature/', '/is/reservation/checkin/signature/'])(
    'leaves out %s, which has no session check',
    (path) => expect(needsSessionCheck(path)).toBe(false),
  );

  it('leaves the booking steps to the wizard, which checks before it shows a step', () => {
    expect(needsSessionCheck('/book/vehicles/')).toBe(false);
    expect(needsSessionCheck('/fr/book/payment/')).toBe(false);
  });
});
