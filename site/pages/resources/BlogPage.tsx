/**
 * /blog and its pages, 'Insights & blog' (docs/site.md §9): category filter, a large featured card
 * first on page 1 of each filter with the rest in a 2-column grid (4 posts a page, each page its
 * own address: listing-routes.tsx), the 'No results found' state, and the newsletter block. Each card links to the post's own page; the listing island opens the post in
 * a dialog instead, which links to that page as 'Read as a page' and fetches its text from there.
 */
import { DraftBadge } from '../../components/draft-badge/DraftBadge.tsx';
import type { BlogPost } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import { inLanguage } from '../../model/language.ts';
import { PageHero } from '../../layout/PageHero.tsx';
import { PostCover } from '../../components/drawn-cover/DrawnCover.tsx';
import { CoverImage } from '../../components/cover-image/CoverImage.tsx';
import { COVER_DIALOG_SIZES } from '../../model/cover-images.ts';
import { Listing, ListingDialogTemplate } from '../../widgets/listing/Listing.tsx';
import { Newsletter } from '../../widgets/newsletter/Newsletter.tsx';
import { ALL_CATEGORIES, loneLastItem, POSTS, type ListingView } from '../../lib/listing.ts';
import type { ListingFilters } from './listing-routes.tsx';
import { ClosingCall } from '../../components/demo-banner/DemoBanner.tsx';

function Byline({ post }: { post: BlogPost }) {
  return (
    <p className="post-byline" data-dialog-part="byline">
      <span className="post-byline__author">{post.author}</span> <span className="post-byline__role">{post.role}</span>
    </p>
  );
}

/** Date and read time, kept together. */
function When({ post }: { post: BlogPost }) {
  return <span className="post-when" data-dialog-part="when"><time dateTime={post.month}>{post.date}</time> · {post.readTime}</span>;
}

function PostCard({ post, featured, wide }: { post: BlogPost; featured: boolean; wide: boolean }) {
  return (
    <li className={`post-card tint-${post.color}`} data-listing-item="" data-featured={featured ? '' : undefined} data-wide={wide ? '' : undefined} data-photo={post.cover ? '' : undefined}>
      <div className="post-card__art" data-dialog-part="art">
        {post.cover ? <CoverImage cover={post.cover} layout={featured ? 'featured' : wide ? 'wide' : 'card'} first={featured} /> : <PostCover post={post} />}
      </div>
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="listing-badge" data-dialog-part="badge">{post.category}</span>
          {post.draft && <DraftBadge />}
          <When post={post} />
        </p>
        <h3 className="post-card__title">
          <a className="listing-card-link" href={paths.blogPost(post.slug)} data-listing-open={post.slug} aria-haspopup="dialog" data-dialog-part="title" {...inLanguage(post.lang)}>{post.title}</a>
        </h3>
        <p className="post-card__excerpt" data-dialog-part="excerpt" {...inLanguage(post.lang)}>{post.excerpt}</p>
        <Byline post={post} />
      </div>
    </li>
  );
}

/** Every post's dialog: the island fills it from the post's card when it is first opened. */
function PostDialogTemplate() {
  return (
    <ListingDialogTemplate actions={<a className="button button--primary" href={paths.blog} data-dialog-href="">Read as a page</a>}>
      {/* Replaced by the post's title; a heading is never left empty, even in a template. */}
      <h2 className="listing-dialog__title" data-dialog-part="title">Post</h2>
      <p className="listing-dialog__meta"><span className="post-when" data-dialog-part="when" /></p>
      <div className="post-dialog__art" data-dialog-part="art" data-dialog-sizes={COVER_DIALOG_SIZES} />
      <p className="post-byline" data-dialog-part="byline" />
      {/* The excerpt until the island fetches the text from the post's page (dialog-text.dom.ts). */}
      <div className="prose post-dialog__body" data-listing-text="">
        <p data-dialog-part="excerpt" />
      </div>
    </ListingDialogTemplate>
  );
}

export function BlogPage({ view, filters, lead }: { view: ListingView<BlogPost>; filters: ListingFilters; lead: string }) {
  const { route } = useSite();
  // Page 1 of each filter opens with a featured card across the grid; a card left alone on the last row lies across it too.
  const featured = view.page === 1;
  const alone = loneLastItem(view.items.length, featured);
  return (
    <>
      <PageHero eyebrow="Resources" title={route.title} lead={lead} data={{ 'data-listing-part': 'hero' }} />
      <Listing
        id="posts"
        root={paths.blog}
        segment="category"
        all={ALL_CATEGORIES}
        filters={filters}
        view={view}
        filterLabel="Filter posts by category"
        heading="Latest articles"
        noun={POSTS}
        items={view.items.map((post, i) => <PostCard post={post} featured={featured && i === 0} wide={i === alone} key={post.slug} />)}
        empty={
          <>
            <h3>No results found</h3>
            <p>We couldn't find any blog posts matching your selected category.</p>
            <a className="button button--primary" href={paths.blog} data-listing-nav="filter">View all posts</a>
          </>
        }
        dialogs={<PostDialogTemplate />}
      />
      <Newsletter />
      <ClosingCall kind="blog" />
    </>
  );
}
