import { useEffect, useRef, type ReactNode } from 'react';
import { focusHeading } from '../ui/heading-focus';
import * as styles from './booking.module.css';

/**
 * A step's heading. Focus moves to it when the step shows, so a screen reader announces the new step
 * and keyboard users continue from the top of it, unless the visitor is in a field (`focusHeading`).
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusHeading(ref.current, { preventScroll: false });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h1>
  );
}
