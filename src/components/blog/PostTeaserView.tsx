import { Link } from 'gatsby';
import type { PostTeaser } from '../../build/plan-content';
import { useTranslation } from '../../i18n/TranslationProvider';
import { Picture } from '../ui/Picture';
import * as styles from './blog.module.css';

/**
 * A blog post in a list (spec §3 Blog teaser): picture, category, title, date, read time, excerpt. The
 * first teaser's picture is above the fold on every screen and the page's largest paint: `priority`
 * loads it at once, with high priority, instead of lazily.
 */
export function PostTeaserView({ post, priority = false }: { post: PostTeaser; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={styles.teaser}>
      <Picture
        image={post.image}
        sizes="(min-width: 1000px) 380px, 100vw"
        priority={priority}
        className={styles.teaserImage}
      />
      {post.category ? <p className={styles.category}>{post.category}</p> : null}
      <h2 className={styles.teaserTitle}>
        <Link to={post.path}>{post.title}</Link>
      </h2>
      <p className={styles.date}>
        <time dateTime={post.date}>{post.dateLabel}</time> · {t('blog.readTime', { count: post.readTimeMinutes })}
      </p>
      {post.excerpt ? <p>{post.excerpt}</p> : null}
    </article>
  );
}
