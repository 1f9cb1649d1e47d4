import { reservationPagePaths } from '../../build/pages';
import { languageOfPath, paymentReturnPath, paymentReturnUrl } from './return-url';

describe('the payment return address', () => {
  it('is the return page the build makes', () => {
    expect(paymentReturnPath).toBe(reservationPagePaths.paymentReturn);
  });
  it('keeps the customer’s language', () => {
    expect(paymentReturnUrl('https://example.is', languageOfPath('/zh/book/payment/'))).toBe(
      'https://example.is/zh/reservation/payment-return/',
    );
    expect(paymentReturnUrl('https://example.is', languageOfPath('/book/payment/'))).toBe(
      'https://example.is/reservation/payment-return/',
    );
  });
});
