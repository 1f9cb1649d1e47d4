import type { Reservation } from '../../api-client/types';
import { preparePhotoInCanvas } from '../checkin/licence-canvas';
import ConditionWalk from './ConditionWalk';
import { browserQueueStore } from './idb-queue-store';

/**
 * `/reservation/condition/` (issue 39), a chunk of its own: the walk with the browser's parts, the
 * IndexedDB queue and the canvas reduction of check-in's licence photos (as JPEG).
 */
export default function ConditionPage({ reservation }: { reservation: Reservation }) {
  return <ConditionWalk reservation={reservation} openStore={browserQueueStore} preparePhoto={prepareAsJpeg} />;
}

/** JPEG, not WebP: the condition report PDF embeds the photos, and a PDF takes JPEG (and PNG), not WebP. */
const prepareAsJpeg = (file: File) => preparePhotoInCanvas(file, { webp: false });
