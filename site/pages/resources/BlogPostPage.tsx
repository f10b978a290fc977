/**
 * A blog post as its own page (docs/site.md §9): the link every listing card and the
 * listing's dialog point to. Byline, the post, a way back to the blog and two related posts.
 */
import { POST_CONTENTS_MIN, type BlogPost } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { PostCover } from '../../components/drawn-cover/DrawnCover.tsx';
import { CoverImage } from '../../components/cover-image/CoverImage.tsx';
import { StructuredData, canonicalUrl, organizationRef } from '../../components/structured-data/StructuredData.tsx';
import { paths, resourcePageIds } from '../../paths.ts';
import { SITE_LANGUAGE, inLanguage } from '../../model/language.ts';
import { socialImage } from '../../document/social-card.ts';
import { DocumentBrand, MoreLinks } from '../../components/resource-document/ResourceDocument.tsx';
import { related } from '../../lib/related.ts';
import { DraftBadge } from '../../components/draft-badge/DraftBadge.tsx';
import { PaperContents } from '../../widgets/paper-contents/PaperContents.tsx';
import { ClosingCall } from '../../components/demo-banner/DemoBanner.tsx';

function Byline({ post }: { post: BlogPost }) {
  return (
    <p className="article-byline">
      <span className="article-byline__author">
        By <strong>{post.author}</strong>, {post.role}
      </span>
      <span className="article-byline__meta">
        <time dateTime={post.month}>{post.date}</time>
        <span aria-hidden="true"> · </span>
        {post.readTime}
      </span>
    </p>
  );
}

export function BlogPostPage({ post }: { post: BlogPost }) {
  const { content, route } = useSite();
  const { site } = content;
  const url = canonicalUrl(site, route.path);
  // The next two reads are the cards under the post; the two after them are the aside's links.
  const next = related(content.blog, post, (p) => p.category === post.category, 4);
  const [more, further] = [next.slice(0, 2), next.slice(2)];
  return (
    <div className={`resource-page resource-page--post tint-${post.color}`}>
      <StructuredData
        data={{
          '@type': 'BlogPosting',
          headline: post.title,
          inLanguage: post.lang ?? SITE_LANGUAGE,
          description: post.excerpt,
          author: { '@type': 'Person', name: post.author, jobTitle: post.role },
          datePublished: `${post.month}-01`,
          articleSection: post.category,
          image: socialImage(route, site).url,
          url,
          mainEntityOfPage: url,
          publisher: organizationRef(site),
        }}
      />
      <DocumentBrand position="top" />
      <PageHero eyebrow={post.category} title={post.title} lead={post.excerpt} lang={post.lang} art={post.cover ? <CoverImage cover={post.cover} layout="page" /> : <PostCover post={post} />}>
        <Byline post={post} />
        {post.draft && (
          <p className="draft-note" role="note">
            <DraftBadge /> Not published: a build leaves this post out while its header says <code>draft: true</code>.
          </p>
        )}
      </PageHero>

      {/* The long-read layout (resources.css): the text in a centred measure; beside it from 64rem the
          contents of a long post, or else the further reading. */}
      <div className="container long-read">
        {post.contents.length >= POST_CONTENTS_MIN && <PaperContents kind="post" contents={post.contents} />}
        <div className="long-read__main">
          {/* A div, not an article: the post's heading is the hero's h1, outside this element.
              data-post-text: what /blog's dialog fetches and shows (site/widgets/listing/dialog-text.dom.ts). */}
          <div className="prose post-body" data-post-text="" {...inLanguage(post.lang)} dangerouslySetInnerHTML={{ __html: post.html }} />
          <p className="resource-back"><a href={paths.blog}><span aria-hidden="true">←</span> Back to insights & blog</a></p>
        </div>
        {further.length > 0 && (
          <aside className="resource-aside" aria-label="Further reading">
            <MoreLinks title="More from the blog" links={further.map((p) => ({ href: paths.blogPost(p.slug), label: p.title, note: p.readTime, lang: p.lang }))} />
          </aside>
        )}
      </div>

      {more.length > 0 && (
        <section className="section section--tinted related-posts" aria-labelledby={resourcePageIds.related} data-pagefind-ignore="">
          <div className="container">
            <h2 id={resourcePageIds.related}>Related articles</h2>
            <ul className="related-posts__list card-rows">
              {more.map((p) => (
                <li className={`related-post tint-${p.color}`} key={p.slug}>
                  {p.cover ? <CoverImage cover={p.cover} layout="card" className="related-post__cover" /> : <PostCover post={p} className="related-post__cover" />}
                  <p className="related-post__category">{p.category}</p>
                  <h3 className="related-post__title" {...inLanguage(p.lang)}><a href={paths.blogPost(p.slug)}>{p.title}</a></h3>
                  <p className="related-post__excerpt" {...inLanguage(p.lang)}>{p.excerpt}</p>
                  <p className="related-post__meta"><time dateTime={p.month}>{p.date}</time> · {p.readTime}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <ClosingCall kind="blogPost" />
      <DocumentBrand position="bottom" />
    </div>
  );
}
