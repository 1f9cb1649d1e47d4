import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../ui/Icon';
import * as styles from './search.module.css';

export interface Option {
  value: string;
  label: string;
  /** A second line, such as "Self Service" on a time (spec §5). */
  note?: string;
  /** A decorative icon before the label, such as a place's (spec §3 Location `icon`). */
  icon?: string;
}

/**
 * A list to choose one value from (places, times): a listbox of options with arrow keys, Home, End,
 * Enter and Space; focus starts on the chosen option, which is scrolled into view. Rows are 54 px
 * high (spec §9 time list row height).
 */
export function OptionList(props: {
  label: string;
  options: Option[];
  selected: string;
  empty?: string;
  onChoose: (value: string) => void;
}) {
  const { label, options, selected, empty, onChoose } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const initial = Math.max(
    0,
    options.findIndex((option) => option.value === selected),
  );

  useEffect(() => {
    const chosen = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[initial];
    chosen?.focus();
    chosen?.scrollIntoView?.({ block: 'nearest' });
    // Only when the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (options.length === 0) return <p className={styles.empty}>{empty}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
      PageDown: current + 5,
      PageUp: current - 5,
    };
    const target = move[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[Math.min(items.length - 1, Math.max(0, target))]?.focus();
  };

  return (
    <ul ref={listRef} role="listbox" aria-label={label} className={styles.optionList} onKeyDown={onKeyDown}>
      {options.map((option, index) => (
        <li
          key={option.value}
          role="option"
          aria-selected={option.value === selected}
          tabIndex={index === initial ? 0 : -1}
          className={styles.option}
          onClick={() => onChoose(option.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onChoose(option.value);
            }
          }}
        >
          <span className={styles.optionLabel}>
            <Icon name={option.icon} />
            {option.label}
          </span>
          {option.note ? <span className={styles.note}>{option.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
