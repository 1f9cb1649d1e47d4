import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as booking from '../booking/booking.module.css';
import * as styles from './checkin.module.css';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  /** The drawing as `data:image/png;base64,…`. */
  toDataURL: () => string;
}

/**
 * A finger or mouse signature (signature_pad). The canvas is drawn at the screen's pixel density, so
 * the strokes are sharp on phones; on a resize (a phone's address bar, a rotation) the drawing is kept
 * with `toData()` and drawn again with `fromData()` at the new size. The fixed height keeps the page
 * from shifting.
 */
export const SignaturePadField = forwardRef<SignaturePadHandle, { labelledBy: string; describedBy?: string }>(
  function SignaturePadField({ labelledBy, describedBy }, ref) {
    const { t } = useTranslation();
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const padRef = useRef<SignaturePad | null>(null);
    const [empty, setEmpty] = useState(true);

    useImperativeHandle(ref, () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toDataURL: () => padRef.current?.toDataURL('image/png') ?? '',
    }));

    useEffect(() => {
      const canvas = canvasRef.current;
      if (!canvas) return undefined;
      const pad = new SignaturePad(canvas, { minWidth: 0.8, maxWidth: 2.6, penColor: '#111' });
      padRef.current = pad;
      const onEnd = () => setEmpty(pad.isEmpty());
      pad.addEventListener('endStroke', onEnd);
      let width = 0;
      let height = 0;
      const resize = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const nextWidth = canvas.offsetWidth;
        const nextHeight = canvas.offsetHeight;
        if (nextWidth === width && nextHeight === height && canvas.width === Math.round(nextWidth * ratio)) return;
        width = nextWidth;
        height = nextHeight;
        const strokes = pad.toData();
        canvas.width = Math.round(nextWidth * ratio);
        canvas.height = Math.round(nextHeight * ratio);
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        pad.fromData(strokes);
      };
      resize();
      window.addEventListener('resize', resize);
      window.addEventListener('orientationchange', resize);
      return () => {
        window.removeEventListener('resize', resize);
        window.removeEventListener('orientationchange', resize);
        pad.removeEventListener('endStroke', onEnd);
        pad.off();
        padRef.current = null;
      };
    }, []);

    return (
      <div className={styles.padBlock}>
        <canvas
          ref={canvasRef}
          className={styles.pad}
          role="img"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          data-testid="signature-pad"
        />
        <div className={booking.actions}>
          <button
            type="button"
            className={booking.secondaryButton}
            disabled={empty}
            onClick={() => {
              padRef.current?.clear();
              setEmpty(true);
            }}
          >
            {t('checkin.signature.clear')}
          </button>
        </div>
      </div>
    );
  },
);
