import { eq } from 'drizzle-orm';
import type { LicencePhoto, LicencePhotoDriver } from '../../src/api-client/types';
import { licencePhotoSides } from '../../src/domain/licence-photo';
import type { Executor } from '../db/client.server';
import { licencePhotos } from '../db/schema';

/** How licence photos show in the reservation and the contract (no engine imports: the view uses it). */

export type LicencePhotoRow = typeof licencePhotos.$inferSelect;

const driverName = (index: number): LicencePhotoDriver => (index === 0 ? 'main' : `${index}`);

export function licencePhotoView(row: LicencePhotoRow): LicencePhoto {
  return {
    driver: driverName(row.driver),
    side: row.side,
    contentType: row.contentType as LicencePhoto['contentType'],
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** Every photo given for the reservation, main driver first, front before back. */
export async function licencePhotosOf(db: Executor, reservationId: string): Promise<LicencePhoto[]> {
  const rows = await db.select().from(licencePhotos).where(eq(licencePhotos.reservationId, reservationId));
  return rows
    .sort((a, b) => a.driver - b.driver || licencePhotoSides.indexOf(a.side) - licencePhotoSides.indexOf(b.side))
    .map(licencePhotoView);
}

/** Whether a driver gave both sides, per driver index (for the contract). */
export function photosGivenByDriver(photos: LicencePhoto[], drivers: number): boolean[] {
  return Array.from({ length: drivers + 1 }, (_, index) =>
    licencePhotoSides.every((side) =>
      photos.some((photo) => photo.driver === driverName(index) && photo.side === side),
    ),
  );
}
