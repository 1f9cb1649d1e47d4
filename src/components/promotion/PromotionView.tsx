import { useEffect, useId, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import type { PromotionContent } from '../../content/promotion-content';
import type { Countdown } from '../../domain/promotion';
import * as styles from './Promotion.module.css';

/** What the promotion shows: the popup, the banner, and the time left on both. */
export interface PromotionShown {
  isPopupOpen: boolean;
  isBannerActive: boolean;
  countdown: Countdown;
}

interface PromotionViewProps extends PromotionShown {
  content: PromotionContent;
  /** A click outside the popup, its close button, or Escape (spec §4). */
  onDismiss: () => void;
  /** The popup's button: use the code (spec §4). */
  onApply: () => void;
  /** The visitor's first touch of the promotion (a pointer, a key or a focus inside it), before it is answered. */
  onIntent?: () => void;
}

function CountdownView({ countdown, labels }: { countdown: Countdown; labels: PromotionContent['labels'] }) {
  const parts = [
    [countdown.days, labels.days],
    [countdown.hours, labels.hours],
    [countdown.minutes, labels.minutes],
    [countdown.seconds, labels.seconds],
  ] as const;
  return (
    // A timer is not announced on every tick (role timer is polite-off by default).
    <span role="timer" aria-label={labels.timeLeft} className={styles.countdown}>
      {parts.map(([value, label]) => (
        <span key={label} className={styles.countdownPart}>
          {/* The served page's figures are the inline script's (first-paint.ts); the code's replace them. */}
          <strong suppressHydrationWarning>{String(value).padStart(2, '0')}</strong> {label}
        </span>
      ))}
    </span>
  );
}

const intentEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The promotion popup and banner (spec §4 Promotion) as the visitor sees them: a modal `<dialog>` that
 * a click outside or Escape dismisses and whose button uses the code, and a banner fixed to the bottom
 * of the window (over the page, so nothing shifts) with the code and the countdown. Whatever decides
 * what shows (the light first paint or promotionMachine, see Promotion.tsx) passes it in; the markup
 * stays the same element when the machine takes over, so the dialog and the focus in it are kept.
 */
export function PromotionView({
  content,
  isPopupOpen,
  isBannerActive,
  countdown,
  onDismiss,
  onApply,
  onIntent,
}: PromotionViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const banner = useRef<HTMLElement>(null);
  const useButton = useRef<HTMLButtonElement>(null);
  /** True while the popup moves the focus to its button itself: that is no touch of the visitor's. */
  const isFocusingItself = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isPopupOpen && !element.open) {
      isFocusingItself.current = true;
      // Opened over a page already shown, it slides in; the popup painted with the page (first-paint.ts)
      // is there from the first frame, with no animation drawn while the page loads.
      element.dataset.enter = '';
      element.showModal();
      useButton.current?.focus();
      isFocusingItself.current = false;
    } else if (!isPopupOpen && element.open) {
      // The browser gives focus back to where it was before the dialog opened.
      element.close();
    }
  }, [isPopupOpen]);

  useEffect(() => {
    if (!isBannerActive) return undefined;
    document.documentElement.dataset.promotionBanner = '';
    return () => {
      delete document.documentElement.dataset.promotionBanner;
    };
  }, [isBannerActive]);

  // Native listeners: focusin bubbles in every browser, whatever the framework maps onFocus to.
  useEffect(() => {
    if (!onIntent) return undefined;
    const elements = [dialog.current, banner.current].filter((element) => element !== null);
    const listener = () => {
      if (!isFocusingItself.current) onIntent();
    };
    for (const element of elements) for (const type of intentEvents) element.addEventListener(type, listener);
    return () => {
      for (const element of elements) for (const type of intentEvents) element.removeEventListener(type, listener);
    };
  }, [onIntent, isBannerActive]);

  const titleId = useId();
  const textId = useId();
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the machine decides and closes the dialog itself.
    event.preventDefault();
    onDismiss();
  };
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is its backdrop: its content fills it, so this is a click outside.
    if (event.target === event.currentTarget) onDismiss();
  };
  const { labels } = content;

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click; Escape is the keyboard's way (onCancel) */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        data-popup={isPopupOpen ? 'open' : 'closed'}
        aria-labelledby={titleId}
        aria-describedby={content.text ? textId : undefined}
        onCancel={onCancel}
        onClick={onDialogClick}
      >
        <div className={styles.content}>
          <button type="button" className={styles.close} onClick={onDismiss} aria-label={labels.close} data-close>
            <span aria-hidden="true">×</span>
          </button>
          {content.image ? (
            <img
              className={styles.image}
              src={content.image.src}
              srcSet={content.image.srcSet}
              // The dialog's width (Promotion.module.css): 30rem, or the window less 1rem each side.
              sizes="(min-width: 32rem) 30rem, calc(100vw - 2rem)"
              width={content.image.width}
              height={content.image.height}
              alt={content.image.alt}
              // Not fetched while the dialog is closed; the inline script of the served page fetches it
              // first when it opens the popup with the page (first-paint.ts).
              loading="lazy"
            />
          ) : null}
          <div className={styles.body}>
            <h2 id={titleId} className={styles.title}>
              {content.title}
            </h2>
            {content.text ? <p id={textId}>{content.text}</p> : null}
            <p className={styles.code}>
              {labels.code}: <strong>{content.promoCode}</strong>
            </p>
            <CountdownView countdown={countdown} labels={labels} />
            {content.note ? <p className={styles.note}>{content.note}</p> : null}
            <button ref={useButton} type="button" className={styles.use} onClick={onApply} data-use>
              {labels.button}
            </button>
          </div>
        </div>
      </dialog>
      {isBannerActive ? (
        <aside ref={banner} className={styles.banner} aria-label={content.banner}>
          <p className={styles.bannerLine}>
            <strong>{content.banner}</strong>
            <span>
              {labels.code}: <strong className={styles.bannerCode}>{content.promoCode}</strong>
            </span>
            <CountdownView countdown={countdown} labels={labels} />
          </p>
        </aside>
      ) : null}
    </>
  );
}
