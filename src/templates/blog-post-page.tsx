import { type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/TranslationProvider';
import type { ContentPageContext } from '../build/plan-content';
import { RichText } from '../components/blocks/RichText';
import { Layout } from '../components/layout/Layout';
import { CreditedPicture } from '../components/ui/CreditedPicture';
import { Island } from '../components/ui/Island';
import { TextWithPrices } from '../components/ui/PriceText';
import { wordCount } from '../content/portable-text';
import { readTime } from '../domain/text';
import { ContentHead } from './content-head';
import * as styles from './page.module.css';

/** A blog post: title, date and read time ("N min read", spec §9), picture and body. */
export default function BlogPostPage({ pageContext }: PageProps<object, ContentPageContext<'blogPostPage'>>) {
  const { t } = useTranslation();
  const post = pageContext.page;
  return (
    <Layout context={pageContext} alternates={pageContext.alternates}>
      <article>
        <header className={styles.header}>
          <h1>{post.title}</h1>
          <p className={styles.meta}>
            <time dateTime={post.date}>{pageContext.dateLabel}</time> ·{' '}
            {t('blog.readTime', { count: readTime(wordCount(post.body ?? [])) })}
          </p>
          {post.excerpt ? (
            <p className={styles.lead}>
              <TextWithPrices text={post.excerpt} />
            </p>
          ) : null}
        </header>
        <div className={styles.article}>
          <CreditedPicture
            image={post.image}
            priority
            sizes="(min-width: 760px) 736px, 100vw"
            className={styles.heroImage}
          />
          {/* A long body hydrates after the page's frame, in a turn of its own (decision 023). */}
          <Island name="post-body">
            <RichText value={post.body} />
          </Island>
        </div>
      </article>
    </Layout>
  );
}

export const Head = ContentHead;
