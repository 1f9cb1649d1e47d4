import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { fromCallback, type ActorOptions, type AnyActorLogic } from 'xstate';
import { countdownTickMs } from '../../config/constants';
import type { PromotionContent } from '../../content/promotion-content';
import type { Countdown } from '../../domain/promotion';
import { localeFromPath } from '../../domain/paths';
import { onRouteChange } from '../../browser/route-events';
import {
  promotionMachine,
  selectCountdown,
  selectIsBannerActive,
  selectIsPopupOpen,
  type PromotionEvent,
} from '../../machines/promotion.machine';
import { fetchPromotion } from './load-promotion';
import type { PromotionStorage } from './promotion-storage';
import * as styles from './Promotion.module.css';

export type PromotionInspector = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

interface PromotionProps {
  content: PromotionContent;
  storage: PromotionStorage;
  clock: () => Date;
  initialPath: string;
  inspect?: PromotionInspector;
  /** The promotion of another language, when the visitor switches (default: fetched from the site). */
  loadContent?: (language: string) => Promise<PromotionContent | null>;
}

/** The clock's tick every countdownTickMs (spec §9), as the machine's ticker actor. */
export function createTicker(clock: () => Date) {
  return fromCallback<PromotionEvent>(({ sendBack }) => {
    const timer = window.setInterval(() => sendBack({ type: 'clock.tick', now: clock() }), countdownTickMs);
    return () => window.clearInterval(timer);
  });
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
          <strong>{String(value).padStart(2, '0')}</strong> {label}
        </span>
      ))}
    </span>
  );
}

/**
 * The promotion popup and banner (spec §4 Promotion): a modal `<dialog>` that a click outside or
 * Escape dismisses and whose button uses the code, and a banner fixed to the bottom of the window
 * (over the page, so nothing shifts) with the code and the countdown. State lives in
 * promotionMachine; this component reads it through selectors and supplies its side effects.
 */
export function Promotion({
  content: initialContent,
  storage,
  clock,
  initialPath,
  inspect,
  loadContent = fetchPromotion,
}: PromotionProps) {
  const [content, setContent] = useState(initialContent);
  const [machine] = useState(() =>
    promotionMachine.provide({
      actions: {
        storeDismissal: (_, { code }) => storage.storeDismissal(code),
        applyCoupon: (_, { code }) => storage.storeCouponCode(code),
      },
      actors: { ticker: createTicker(clock) },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      promotion: { promoCode: initialContent.promoCode, validDates: initialContent.validDates },
      path: initialPath,
      now: clock(),
      dismissedCode: storage.readDismissedCode(),
      couponCode: storage.readCouponCode(),
    },
    inspect,
  });
  const isPopupOpen = useSelector(actor, selectIsPopupOpen);
  const isBannerActive = useSelector(actor, selectIsBannerActive);
  const countdown = useSelector(actor, selectCountdown, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  // spec §4: re-evaluated on each route change; a new language brings its own texts.
  useEffect(
    () =>
      onRouteChange((path) => {
        actor.send({ type: 'route.change', path, now: clock() });
        const language = localeFromPath(path);
        setContent((current) => {
          if (current.language !== language) {
            loadContent(language)
              .then((next) => next && setContent(next))
              .catch((error: unknown) => console.error('The promotion texts could not be loaded', error));
          }
          return current;
        });
      }),
    [actor, clock, loadContent],
  );

  const dialog = useRef<HTMLDialogElement>(null);
  const useButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isPopupOpen && !element.open) {
      element.showModal();
      useButton.current?.focus();
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

  const titleId = useId();
  const textId = useId();
  const dismiss = () => actor.send({ type: 'popup.dismiss' });
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the machine decides and closes the dialog itself.
    event.preventDefault();
    dismiss();
  };
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is its backdrop: its content fills it, so this is a click outside.
    if (event.target === event.currentTarget) dismiss();
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
          <button type="button" className={styles.close} onClick={dismiss} aria-label={labels.close}>
            <span aria-hidden="true">×</span>
          </button>
          {content.image ? (
            <img
              className={styles.image}
              src={content.image.src}
              srcSet={content.image.srcSet}
              sizes="(min-width: 600px) 480px, 90vw"
              width={content.image.width}
              height={content.image.height}
              alt={content.image.alt}
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
            <button
              ref={useButton}
              type="button"
              className={styles.use}
              onClick={() => actor.send({ type: 'popup.apply' })}
            >
              {labels.button}
            </button>
          </div>
        </div>
      </dialog>
      {isBannerActive ? (
        <aside className={styles.banner} aria-label={content.banner}>
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
