import type { ConditionPhoto, PhotoPosition } from './condition-api';

/**
 * The pure parts of the condition walk (issue 39): where on the car outline a damage is, by tap, by arrow
 * key or by a list of zones; the time a photo was taken; the next sequence number of a stage.
 */

/** The outline's zones, seen from above, front at the top; each with the point a choice from the list marks. */
export const outlineZones = [
  { id: 'frontLeft', x: 0.2, y: 0.12 },
  { id: 'front', x: 0.5, y: 0.06 },
  { id: 'frontRight', x: 0.8, y: 0.12 },
  { id: 'left', x: 0.15, y: 0.5 },
  { id: 'roof', x: 0.5, y: 0.5 },
  { id: 'right', x: 0.85, y: 0.5 },
  { id: 'rearLeft', x: 0.2, y: 0.88 },
  { id: 'rear', x: 0.5, y: 0.94 },
  { id: 'rearRight', x: 0.8, y: 0.88 },
] as const;

export type OutlineZone = (typeof outlineZones)[number]['id'];

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

/** The zone a point falls in: thirds across, and front (top fifth), middle, rear (bottom fifth) down. */
export function zoneOf(position: PhotoPosition): OutlineZone {
  const column = position.x < 1 / 3 ? 0 : position.x > 2 / 3 ? 2 : 1;
  const row = position.y < 0.25 ? 0 : position.y > 0.75 ? 2 : 1;
  return outlineZones[row * 3 + column]!.id;
}

export function zonePosition(zone: OutlineZone): PhotoPosition {
  const found = outlineZones.find((candidate) => candidate.id === zone) ?? outlineZones[4];
  return { x: found.x, y: found.y };
}

/** The point a tap at (`clientX`, `clientY`) marks on an outline drawn in `box`, in 0..1 of it. */
export function positionOfTap(
  clientX: number,
  clientY: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
) {
  return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
}

/** An arrow key moves the mark by a twentieth of the outline (Shift: a fifth); null for any other key. */
export function moveByKey(position: PhotoPosition | null, key: string, large = false): PhotoPosition | null {
  const step = large ? 0.2 : 0.05;
  const from = position ?? { x: 0.5, y: 0.5 };
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(from.x - step), y: from.y };
    case 'ArrowRight':
      return { x: clamp(from.x + step), y: from.y };
    case 'ArrowUp':
      return { x: from.x, y: clamp(from.y - step) };
    case 'ArrowDown':
      return { x: from.x, y: clamp(from.y + step) };
    default:
      return null;
  }
}

/**
 * When the photo was taken, as the phone says: the file's `lastModified` (a camera capture's is the
 * capture time), unless it is missing or later than now (a clock that cannot be right); then now.
 */
export function takenAtOf(lastModified: number | undefined, now: Date): string {
  if (lastModified === undefined || !Number.isFinite(lastModified) || lastModified <= 0) return now.toISOString();
  if (lastModified > now.getTime() + 60_000) return now.toISOString();
  return new Date(lastModified).toISOString();
}

/** The sequence of the next photo of a stage: after every photo the server has and every photo waiting. */
export function nextSequence(
  stored: readonly Pick<ConditionPhoto, 'sequence'>[],
  waiting: readonly { sequence: number }[],
) {
  return Math.max(0, ...stored.map((photo) => photo.sequence), ...waiting.map((photo) => photo.sequence)) + 1;
}

/** The longest note a damage photo may carry (the contract's 1–280 characters). */
export const maxNoteLength = 280;

/** The note as it will be sent, or null when it is empty. */
export function noteOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, maxNoteLength) : null;
}
