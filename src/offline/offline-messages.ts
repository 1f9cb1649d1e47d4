/** What a page tells the service worker (src/offline/service-worker.ts). */
export type OfflineMessage =
  /** Delete every reservation kept on the device but `keep` (null: all of them). */
  { type: 'FORGET_RESERVATIONS'; keep: string | null };
