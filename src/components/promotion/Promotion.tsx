import { useCallback, useEffect, useRef, useState } from 'react';
import { countdownTickMs } from '../../config/constants';
import type { PromotionContent } from '../../content/promotion-content';
import {
  countdown,
  hasCountdownEnded,
  nextPromotionBanner,
  promotionOnLoad,
  type Countdown,
} from '../../domain/promotion';
import { localeFromPath } from '../../domain/paths';
import { onRouteChange } from '../../browser/route-events';
import type { PromotionEvent, PromotionInput } from '../../machines/promotion.machine';
import type { EarlyAnswer } from './early-answer';
import { fetchPromotion } from './load-promotion';
import type { PromotionActor, PromotionInspector, startPromotionActor } from './promotion-actor';
import type { PromotionStorage } from './promotion-storage';
import { PromotionView, type PromotionShown } from './PromotionView';

export type { PromotionInspector } from './promotion-actor';

type LoadActor = () => Promise<{ startPromotionActor: typeof startPromotionActor }>;

/** promotionMachine and its actor, a chunk of their own. */
const loadPromotionActor: LoadActor = () => import(/* webpackChunkName: "promotion-machine" */ './promotion-actor');

interface PromotionProps {
  content: PromotionContent;
  storage: PromotionStorage;
  clock: () => Date;
  initialPath: string;
  /** The path when this starts, when the app loaded on another (a booking page, load-promotion.ts). */
  path?: string;
  inspect?: PromotionInspector;
  /** The promotion of another language, when the visitor switches (default: fetched from the site). */
  loadContent?: (language: string) => Promise<PromotionContent | null>;
  /** The machine's chunk (default: a dynamic import of promotion-actor.ts). */
  loadActor?: LoadActor;
  /** The visitor's answer to the popup painted with the page, given before this code ran (first-paint.ts). */
  earlyAnswer?: EarlyAnswer | undefined;
}

function sameCountdown(a: Countdown, b: Countdown): boolean {
  return a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds;
}

/**
 * The promotion popup and banner (spec §4 Promotion). The first paint needs no XState (issue 18):
 * what shows on load is decided by `promotionOnLoad` (the rule promotionMachine's guards use) and the
 * countdown ticks with a plain timer. The visitor's first touch of the promotion (a pointer, a key or
 * a focus inside it, Escape, a click outside) or the first route change loads promotionMachine,
 * started from the facts read on load, so it stands where the first paint stands; the events that
 * came meanwhile (dismiss, apply, route change) are then sent to it in order. From then on the
 * machine decides, as before; the view's elements stay the same throughout.
 */
export function Promotion({
  content: initialContent,
  storage,
  clock,
  initialPath,
  path: startPath = initialPath,
  inspect,
  loadContent = fetchPromotion,
  loadActor = loadPromotionActor,
  earlyAnswer,
}: PromotionProps) {
  const [content, setContent] = useState(initialContent);
  // What the page knew on load: the first paint shows it, and the machine starts from it.
  const [input] = useState<PromotionInput>(() => ({
    promotion: { promoCode: initialContent.promoCode, validDates: initialContent.validDates },
    path: initialPath,
    now: clock(),
    dismissedCode: storage.readDismissedCode(),
    couponCode: storage.readCouponCode(),
  }));
  const [shown, setShown] = useState<PromotionShown>(() => {
    const onLoad = promotionOnLoad(input.promotion, input);
    return {
      isPopupOpen: onLoad === 'popup',
      isBannerActive: onLoad === 'banner',
      countdown: countdown(input.promotion.validDates.to, input.now),
    };
  });
  const [isMachineRunning, setMachineRunning] = useState(false);
  const handover = useRef<{ actor: PromotionActor | null; waiting: PromotionEvent[]; isLoading: boolean }>({
    actor: null,
    waiting: [],
    isLoading: false,
  });

  const startMachine = useCallback(() => {
    const current = handover.current;
    if (current.actor || current.isLoading) return;
    current.isLoading = true;
    loadActor()
      .then(({ startPromotionActor }) => {
        current.isLoading = false;
        // Unmounted meanwhile: nothing to drive.
        if (handover.current !== current) return;
        current.actor = startPromotionActor({
          input,
          storage,
          clock,
          ...(inspect ? { inspect } : {}),
          onChange: (next) =>
            setShown((previous) =>
              previous.isPopupOpen === next.isPopupOpen &&
              previous.isBannerActive === next.isBannerActive &&
              sameCountdown(previous.countdown, next.countdown)
                ? previous
                : next,
            ),
        });
        setMachineRunning(true);
        for (const event of current.waiting.splice(0)) current.actor.send(event);
      })
      .catch((error: unknown) => {
        // A later touch tries again; the events so far are kept for it.
        current.isLoading = false;
        console.error('The promotion could not be loaded', error);
      });
  }, [clock, input, inspect, loadActor, storage]);

  const send = useCallback(
    (event: PromotionEvent) => {
      const { actor, waiting } = handover.current;
      if (actor) {
        actor.send(event);
        return;
      }
      waiting.push(event);
      startMachine();
    },
    [startMachine],
  );

  // Started after a route change (the app loaded on a booking page): the promotion follows it (spec §4).
  const [pathOnStart] = useState(startPath);
  useEffect(() => {
    if (pathOnStart !== input.path) send({ type: 'route.change', path: pathOnStart, now: clock() });
  }, [clock, input, pathOnStart, send]);

  // An answer given to the popup painted with the page, before this code ran, is acted on now.
  const [answeredEarly] = useState(earlyAnswer);
  useEffect(() => {
    if (answeredEarly) send({ type: answeredEarly === 'apply' ? 'popup.apply' : 'popup.dismiss' });
  }, [answeredEarly, send]);

  // `?inspect` in development (src/machines/README.md): the visualizer shows the machine from the load on.
  useEffect(() => {
    if (inspect) startMachine();
  }, [inspect, startMachine]);

  useEffect(
    () => () => {
      handover.current.actor?.stop();
      handover.current = { actor: null, waiting: [], isLoading: false };
    },
    [],
  );

  // Until the machine runs, the countdown ticks here while something shows, and stops at zeros (spec §4).
  const isShowing = shown.isPopupOpen || shown.isBannerActive;
  useEffect(() => {
    if (isMachineRunning || !isShowing) return undefined;
    const to = input.promotion.validDates.to;
    const timer = window.setInterval(() => {
      const next = countdown(to, clock());
      setShown((previous) => (sameCountdown(previous.countdown, next) ? previous : { ...previous, countdown: next }));
      if (hasCountdownEnded(next)) window.clearInterval(timer);
    }, countdownTickMs);
    return () => window.clearInterval(timer);
  }, [clock, input, isMachineRunning, isShowing]);

  // spec §4: re-evaluated on each route change; a new language brings its own texts.
  useEffect(
    () =>
      onRouteChange((path) => {
        send({ type: 'route.change', path, now: clock() });
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
    [clock, loadContent, send],
  );

  // spec §3 client state promotion-banner: active, open counter and headline, kept as they change.
  const wasPopupOpen = useRef(false);
  const { isPopupOpen, isBannerActive } = shown;
  useEffect(() => {
    const previous = storage.readBanner();
    const next = nextPromotionBanner(
      previous,
      { isPopupOpen, isBannerActive, wasPopupOpen: wasPopupOpen.current },
      content.banner,
    );
    wasPopupOpen.current = isPopupOpen;
    if (next !== previous) storage.storeBanner(next);
  }, [content.banner, isBannerActive, isPopupOpen, storage]);

  const onDismiss = useCallback(() => send({ type: 'popup.dismiss' }), [send]);
  const onApply = useCallback(() => send({ type: 'popup.apply' }), [send]);

  return (
    <PromotionView
      content={content}
      {...shown}
      onDismiss={onDismiss}
      onApply={onApply}
      {...(isMachineRunning ? {} : { onIntent: startMachine })}
    />
  );
}
