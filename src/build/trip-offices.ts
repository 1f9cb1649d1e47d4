import type { Address, Footer, Settings } from '../content/types';
import type { TripShuttle } from './trip-shuttle';

/**
 * The offices a trip starts and ends at, as the reservation overview shows them offline (issue 40): the
 * footer's address, the settings' phone and directions link, by the booking engine's location id. The
 * content names two offices (`footer.locations.keflavik`, `.reykjavik`); the engine's places are `kef`
 * and `rvk` (the dataset's and docs/api.md's ids). A place with no office (a delivery address) has none.
 */
export interface TripOffice {
  title: string;
  address: Address;
  phone: string | null;
  directions: string | null;
  /** The airport shuttle to and from this office, when the brand has one (`src/build/trip-shuttle.ts`). */
  shuttle?: TripShuttle;
}

export function tripOfficesOf(
  footer: Pick<Footer, 'locations'> | null,
  settings: Pick<Settings, 'phoneKeflavik' | 'phoneReykjavik' | 'googleMapsKeflavik' | 'googleMapsReykjavik'> | null,
): Record<string, TripOffice> {
  if (!footer) return {};
  return {
    kef: {
      title: footer.locations.keflavik.title,
      address: footer.locations.keflavik.address,
      phone: settings?.phoneKeflavik || null,
      directions: settings?.googleMapsKeflavik || null,
    },
    rvk: {
      title: footer.locations.reykjavik.title,
      address: footer.locations.reykjavik.address,
      phone: settings?.phoneReykjavik || null,
      directions: settings?.googleMapsReykjavik || null,
    },
  };
}
