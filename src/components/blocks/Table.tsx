import type { TableBlock } from '../../content/types';
import { replacePricePlaceholders } from '../../domain/money';
import * as styles from './blocks.module.css';

/**
 * A table of the content (spec §3), the first row and column as headers when highlighted. Prices
 * written `{price:N}` are shown in euros; conversion to the visitor's currency comes with the
 * exchange-rate endpoint (spec §7).
 */
export function Table({ block }: { block: TableBlock }) {
  const [firstRow, ...otherRows] = block.content.rows;
  const bodyRows = block.highlightFirstRow ? otherRows : block.content.rows;
  const cell = (text: string) => replacePricePlaceholders(text, 'EUR', {});
  return (
    <section className={styles.block} id={block.anchorId}>
      {block.title ? <h2>{block.title}</h2> : null}
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={block.title}>
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
