import { workerPlanOf } from './worker-plan';

describe('workerPlanOf', () => {
  it('leaves the booking and lease steps and the desk without the worker', () => {
    for (const path of ['/book/vehicles/', '/is/book/payment/', '/lease/', '/de/lease/', '/staff/', '/staff']) {
      expect(workerPlanOf(path)).toBe('none');
    }
  });
  it('registers and keeps the loaded page on the reservation pages, in every language', () => {
    for (const path of ['/reservation/', '/zh/reservation/', '/is/reservation/check-in/', '/reservation']) {
      expect(workerPlanOf(path)).toBe('keep');
    }
  });
  it('only registers on content pages, whose paths may start like the others', () => {
    for (const path of ['/', '/is/', '/cars/4x4/', '/blog/booking-tips/', '/bookings-explained/', '/reservations/']) {
      expect(workerPlanOf(path)).toBe('register');
    }
  });
});
