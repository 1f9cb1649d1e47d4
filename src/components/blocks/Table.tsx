import { tenants } from '../../config/tenants';
import type { TableBlock } from '../../content/types';
import { useTranslation } from '../../i18n/TranslationProvider';
import * as styles from './blocks.module.css';
import { TextWithPrices } from '../ui/PriceText';
import { BlockTitle, blockLabel } from './BlockTitle';

/**
 * A table of the content (spec §3), the first row and column as headers when highlighted. Prices
 * written `{price:N}` are shown in the visitor's currency, except for the brand whose table is not
 * converted (spec §1, §7: the third brand's stay in EUR).
 */
export function Table({ block }: { block: TableBlock }) {
  const { tenant } = useTranslation();
  const [firstRow, ...otherRows] = block.content.rows;
  const bodyRows = block.highlightFirstRow ? otherRows : block.content.rows;
  const cell = (text: string) => <TextWithPrices text={text} isInEur={!tenants[tenant].convertsRatesTable} />;
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
    </section>
  );
}
