import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

const marker = '\u0000';

/**
 * Translates `key` and puts `node` where the `{{name}}` placeholder stands, so a link can sit inside
 * a sentence in whatever place each language puts it.
 */
export function translateWithNode(t: TFunction, key: string, name: string, node: ReactNode): ReactNode {
  const parts = t(key, { [name]: marker }).split(marker);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? node : null}
    </Fragment>
  ));
}
