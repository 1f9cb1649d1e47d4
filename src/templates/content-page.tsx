import { type PageProps } from 'gatsby';
import type { ContentPageContext } from '../build/plan-content';
import { BlockList } from '../components/blocks/BlockList';
import { Layout } from '../components/layout/Layout';
import { ContentHead } from './content-head';
import * as styles from './page.module.css';

/** A plain content page built from blocks, at any depth of path (spec §2 catch-all route). */
export default function ContentPage({ pageContext }: PageProps<object, ContentPageContext<'page'>>) {
  const { page } = pageContext;
  return (
    <Layout context={pageContext} alternates={pageContext.alternates}>
      <header className={styles.header}>
        <h1>{page.title}</h1>
      </header>
      <BlockList blocks={page.content} />
    </Layout>
  );
}

export const Head = ContentHead;
