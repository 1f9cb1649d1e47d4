import { defaultIconSizePx } from '../../config/constants';
import { isIconName } from '../../content/icons';

/**
 * A decorative icon from the sprite, in the text colour, its size set so it shifts nothing while the
 * sprite loads (spec §9: 16 by 16 by default). An unknown name shows nothing.
 */
export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  if (!isIconName(name)) return null;
  return (
    <svg
      className={className}
      width={defaultIconSizePx}
      height={defaultIconSizePx}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
