import { pricesInEur } from '../../domain/money';
import { TextWithPrices } from '../ui/PriceText';

/** A block's heading, with the prices of its text (spec §9); nothing when the block has no title. */
export function BlockTitle({ title }: { title: string | undefined }) {
  if (!title) return null;
  return (
    <h2>
      <TextWithPrices text={title} />
    </h2>
  );
}

/** A block's title as an accessible name (a scrolling region's, a section's): prices in EUR; none without a title. */
export function blockLabel(title: string | undefined): string | undefined {
  return title ? pricesInEur(title) : undefined;
}
