import { send as sendRequest, type Transport } from '../../api-client/send';
import type {
  ConditionPhoto as ApiConditionPhoto,
  ConditionRecord,
  ConditionStage as ApiConditionStage,
  ConditionStageName,
} from '../../api-client/types';

/**
 * The customer's condition endpoints (issue 39, docs/api.md): the walk's own small client, so the
 * overview's chunk does not carry it. The answers' types are the API client's (`src/api-client/types.ts`).
 */

export type ConditionStage = ConditionStageName;
export type ConditionPhoto = ApiConditionPhoto;
export type ConditionStageView = ApiConditionStage;
export type ConditionView = ConditionRecord;

export interface PhotoPosition {
  /** 0..1 across the outline, left to right. */
  x: number;
  /** 0..1 down the outline, front to back. */
  y: number;
}

export interface PhotoPlace {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** What the phone says about a photo: the `meta` part of the upload. */
export interface PhotoMeta {
  angle: string;
  sequence: number;
  takenAt: string;
  note?: string;
  position?: PhotoPosition;
  place?: PhotoPlace;
}

const pageTransport: Transport = { baseUrl: '', fetch: (...args) => globalThis.fetch(...args) };

export function createConditionApi(transport: Transport = pageTransport) {
  const base = (reference: string) => `/api/reservations/${encodeURIComponent(reference)}/condition`;
  return {
    get: (reference: string, signal?: AbortSignal) =>
      sendRequest<{ condition: ConditionView }>(base(reference), { signal }, transport),
    /** 201 the first time, 200 when the same clientId and bytes come again (stored once), with its report copy. */
    putPhoto: (
      reference: string,
      stage: ConditionStage,
      clientId: string,
      meta: PhotoMeta,
      photo: Blob,
      signal?: AbortSignal,
      reportCopy?: Blob,
    ) => {
      const form = new FormData();
      form.append('meta', JSON.stringify(meta));
      form.append('photo', photo, `${clientId}.${extensionOf(photo.type)}`);
      // The small JPEG the condition report embeds instead of the photo (optional).
      if (reportCopy) form.append('reportCopy', reportCopy, `${clientId}-report-copy.jpg`);
      return sendRequest<{ photo: ConditionPhoto }>(
        `${base(reference)}/${encodeURIComponent(stage)}/photos/${encodeURIComponent(clientId)}`,
        { method: 'PUT', form, signal },
        transport,
      );
    },
    confirm: (reference: string, stage: ConditionStage, signal?: AbortSignal) =>
      sendRequest<{ condition: ConditionView }>(
        `${base(reference)}/${encodeURIComponent(stage)}/confirm`,
        { method: 'POST', body: {}, signal },
        transport,
      ),
    /** A stored photo's address (an image source: the browser sends the session cookie). */
    photoUrl: (reference: string, photoId: string) =>
      `${transport.baseUrl}${base(reference)}/photos/${encodeURIComponent(photoId)}`,
    /** The condition report PDF in `lang` (a link: the browser opens the PDF). */
    reportUrl: (reference: string, lang?: string) =>
      `${transport.baseUrl}${base(reference)}/report.pdf${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
  };
}

export type ConditionApi = ReturnType<typeof createConditionApi>;

function extensionOf(type: string): string {
  if (type === 'image/webp') return 'webp';
  if (type === 'image/png') return 'png';
  return 'jpg';
}
