import { type PageProps } from 'gatsby';
import type { ContentPageContext } from '../build/plan-content';
import { PostTeaserView } from '../components/blog/PostTeaserView';
import * as blogStyles from '../components/blog/blog.module.css';
import { Layout } from '../components/layout/Layout';
import { Island } from '../components/ui/Island';
import { TextWithPrices } from '../components/ui/PriceText';
import { ContentHead } from './content-head';
import * as styles from './page.module.css';

/** The blog topic and its category pages: posts, newest first. */
export default function BlogListPage({
  pageContext,
}: PageProps<object, ContentPageContext<'blogTopicPage' | 'blogCategoryPage'>>) {
  const { page } = pageContext;
  // The topic page has an introduction, a category page a description.
  const lead = page._type === 'blogTopicPage' ? page.intro : page.description;
  return (
    <Layout context={pageContext} alternates={pageContext.alternates}>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        {lead ? (
          <p className={styles.lead}>
            <TextWithPrices text={lead} />
          </p>
        ) : null}
      </header>
      <div className={styles.section}>
        {/* The teasers hydrate in a turn of their own after the page's (decision 051). */}
        <Island name="posts">
          <ul className={blogStyles.grid}>
            {(pageContext.posts ?? []).map((post, index) => (
              <li key={post.id}>
                <PostTeaserView post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        </Island>
      </div>
    </Layout>
  );
}

export const Head = ContentHead;
