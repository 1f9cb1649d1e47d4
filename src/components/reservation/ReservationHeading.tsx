import { useEffect, useRef, type ReactNode } from 'react';
import { focusHeading } from '../ui/heading-focus';
import * as booking from '../booking/booking.module.css';

/** The page's heading; it takes focus when the page's content shows, as a booking step's does, unless the visitor is in a field. */
export function ReservationHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusHeading(ref.current, { preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} id="page-title" tabIndex={-1} className={booking.stepHeading}>
      {children}
    </h1>
  );
}
