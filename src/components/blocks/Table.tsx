import { tenants } from '../../config/tenants';
import type { TableBlock } from '../../content/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './blocks.module.css';
import { splitPricePlaceholders } from '../../domain/money';
import { TextWithPrices } from '../ui/PriceText';
import { RatesNote } from './RatesNote';
import { BlockTitle, blockLabel } from './BlockTitle';

/**
 * A table of the content (spec §3), the first row and column as headers when highlighted. Prices
 * written `{price:N}` are shown in the visitor's currency, except for the brand whose table is not
 * converted (spec §1, §7: the third brand's stay in EUR); a converted table says the rates' day, or
 * that no rates could be had (RatesNote).
 */
export function Table({ block }: { block: TableBlock }) {
  const { tenant } = useTranslation();
  const [firstRow, ...otherRows] = block.content.rows;
  const bodyRows = block.highlightFirstRow ? otherRows : block.content.rows;
  const isConverted = tenants[tenant].convertsRatesTable;
  const cell = (text: string) => <TextWithPrices text={text} isInEur={!isConverted} />;
  const hasPrices = block.content.rows.some((row) =>
    row.cells.some((text) => splitPricePlaceholders(text).some((part) => part.type !== 'text')),
  );
  return (
    <section className={styles.block} id={block.anchorId}>
      <BlockTitle title={block.title} />
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={blockLabel(block.title)}>
        <table className={styles.table}>
          {block.highlightFirstRow && firstRow ? (
            <thead>
              <tr>
                {firstRow.cells.map((text, index) => (
                  <th key={index} scope="col">
                    {cell(text)}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {bodyRows.map((row) => (
              <tr key={row._key}>
                {row.cells.map((text, index) =>
                  index === 0 && block.highlightFirstColumn ? (
                    <th key={index} scope="row">
                      {cell(text)}
                    </th>
                  ) : (
                    <td key={index}>{cell(text)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isConverted && hasPrices ? <RatesNote /> : null}
    </section>
  );
}
