/**
 * Street addresses of the pickup and return places, for the calendar file's LOCATION and the e-mails.
 * The content keeps them in the footer's offices (`locations.keflavik`, `locations.reykjavik`), which the
 * engine's locations do not carry; they are copied here by location id. A place without an address here
 * (the Akureyri office, the lease's delivery) is named by its title alone.
 */
const addresses: Record<string, string> = {
  kef: 'Blikavöllur 2, 235 Keflavíkurflugvöllur, Iceland',
  rvk: 'Skeifan 9, 108 Reykjavík, Iceland',
};

export function officeAddress(locationId: string): string | undefined {
  return addresses[locationId];
}
