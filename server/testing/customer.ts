/**
 * The customer the tests, benches and deploy checks book as: what the booking form sends (spec §5:
 * names of 2+ letters, a 7-digit Icelandic phone, 18 or older).
 */
export const testCustomer = {
  firstName: 'Guðrún',
  lastName: 'Jónsdóttir',
  email: 'gudrun@example.com',
  phone: '555 1234',
  country: 'IS',
  dateOfBirth: '1990-05-01',
};

/** The test customer's check-in details (spec §6): an Icelandic address and licence, no other drivers. */
export const testCheckInDetails = {
  address: 'Laugavegur 1',
  zipcode: '101',
  city: 'Reykjavík',
  licenseNumber: 'IS-1234567',
  dateOfBirth: testCustomer.dateOfBirth,
};
