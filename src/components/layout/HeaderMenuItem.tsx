import { Link } from 'gatsby';
import type { SyntheticEvent } from 'react';
import type { ChromeContext } from '../../build/plan-chrome';
import type { Resolved } from '../../content/resolved';
import type { MenuItem } from '../../content/types';
import { Icon } from '../ui/Icon';
import { Island } from '../ui/Island';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './SiteHeader.module.css';

interface HeaderMenuItemProps {
  item: Resolved<MenuItem>;
  /** Keeps one dropdown open at a time on desktop (the header counts the open ones). */
  onToggle: (event: SyntheticEvent<HTMLElement>) => void;
  recentPosts: ChromeContext['recentPosts'];
  /** The recent posts' heading when the item sets none. */
  recentPostsLabel: string;
}

/**
 * One entry of the main navigation (spec §2): a single link, a dropdown of columns and sections, or the
 * blog dropdown with its links and the recent posts. Dropdowns are `<details>`, working without JavaScript.
 */
export function HeaderMenuItem({ item, onToggle, recentPosts, recentPostsLabel }: HeaderMenuItemProps) {
  if (item.type === 'single') {
    return (
      <SmartLink link={item.customLink} className={styles.navLink}>
        {item.title}
      </SmartLink>
    );
  }
  return (
    <details className={styles.dropdown} data-dropdown="" onToggle={onToggle}>
      <summary className={styles.navLink}>{item.title}</summary>
      {/* A closed panel's links hydrate after the rest of the page (decision 023). */}
      <Island name={`header-panel-${item._key}`}>
        <div className={styles.panel}>
          {item.type === 'dropdown' ? (
            <div className={styles.columns}>
              {item.columns?.map((column) => (
                <div key={column._key} className={styles.column}>
                  {column.sections.map((section) =>
                    section._type === 'menuHeadline' ? (
                      <p key={section._key} className={styles.headline}>
                        {section.title}
                      </p>
                    ) : (
                      <div key={section._key} className={styles.section}>
                        {section.title || section.icon ? (
                          <p className={styles.sectionTitle}>
                            <Icon name={section.icon} className={styles.icon} />
                            {section.title}
                          </p>
                        ) : null}
                        {section.description ? <p className={styles.sectionText}>{section.description}</p> : null}
                        <ul>
                          {section.links?.map((link) => (
                            <li key={link._key}>
                              <SmartLink link={link.link}>{link.label}</SmartLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ),
                  )}
                </div>
              ))}
            </div>
          ) : (
            <div className={styles.columns}>
              <div className={styles.column}>
                {item.titleLinks ? <p className={styles.headline}>{item.titleLinks}</p> : null}
                <ul>
                  {item.links?.map((link) => (
                    <li key={link._key}>
                      <SmartLink link={link.link}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
              <div className={styles.posts}>
                <p className={styles.headline}>{item.titleRecentPosts ?? recentPostsLabel}</p>
                <ul className={styles.postList}>
                  {recentPosts.map((post) => (
                    <li key={post.id}>
                      <Link to={post.path} className={styles.post}>
                        <Picture image={post.image} sizes="96px" className={styles.postImage} />
                        <span className={styles.postTitle}>{post.title}</span>
                        <time dateTime={post.date} className={styles.postDate}>
                          {post.dateLabel}
                        </time>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </div>
      </Island>
    </details>
  );
}
