import type { Reservation } from '../../api-client/types';
import { prepareConditionPhotoInCanvas } from '../checkin/licence-canvas';
import ConditionWalk from './ConditionWalk';
import { browserQueueStore } from './idb-queue-store';

/**
 * `/reservation/condition/` (issue 39), a chunk of its own: the walk with the browser's parts, the
 * IndexedDB queue and the canvas reduction of check-in's licence photos (as JPEG, with the report copy).
 */
export default function ConditionPage({ reservation }: { reservation: Reservation }) {
  return (
    <ConditionWalk
      reservation={reservation}
      openStore={browserQueueStore}
      preparePhoto={prepareConditionPhotoInCanvas}
    />
  );
}
