/**
 * /blog, 'Insights & Blog' (SPEC.md section 2): category filter, a large featured card first on
 * page 1 with the rest in a 2-column grid (4 posts a page), the 'No Results Found' state, and the
 * newsletter block. Each card links to the post's own page; the listing island opens the post in
 * a dialog instead, which links to that page as 'Read as a page' and fetches its text from there.
 */
import type { BlogPost } from '../../model/resources.ts';
import { blogCategories } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import { PageHero } from '../../layout/PageHero.tsx';
import { PostArt } from '../../components/resource-art/ResourceArt.tsx';
import { Listing, ListingDialog } from '../../widgets/listing/Listing.tsx';
import { Newsletter } from '../../widgets/newsletter/Newsletter.tsx';
import { ALL_CATEGORIES } from '../../lib/listing.ts';

const titleId = (post: BlogPost) => `post-${post.slug}-title`;

function Byline({ post }: { post: BlogPost }) {
  return (
    <p className="post-byline">
      <span className="post-byline__author">{post.author}</span> <span className="post-byline__role">{post.role}</span>
    </p>
  );
}

/** Date and read time, kept together. */
function When({ post }: { post: BlogPost }) {
  return <span className="post-when"><time dateTime={post.month}>{post.date}</time> · {post.readTime}</span>;
}

function PostCard({ post, featured }: { post: BlogPost; featured: boolean }) {
  return (
    <li className={`post-card tint-${post.color}`} data-listing-item="" data-listing-key={post.category} data-featured={featured ? '' : undefined}>
      <div className="post-card__art">
        <PostArt color={post.color} category={post.category} title={post.title} />
      </div>
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="listing-badge">{post.category}</span>
          <When post={post} />
        </p>
        <h3 className="post-card__title">
          <a className="listing-card-link" href={paths.blogPost(post.slug)} data-listing-open={post.slug} aria-haspopup="dialog">{post.title}</a>
        </h3>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <Byline post={post} />
      </div>
    </li>
  );
}

function PostDialog({ post }: { post: BlogPost }) {
  return (
    <ListingDialog
      id={post.slug}
      color={post.color}
      badge={post.category}
      label={titleId(post)}
      actions={<a className="button button--primary" href={paths.blogPost(post.slug)}>Read as a page</a>}
    >
      <h2 className="listing-dialog__title" id={titleId(post)}>{post.title}</h2>
      <p className="listing-dialog__meta"><When post={post} /></p>
      <div className="post-dialog__art">
        <PostArt color={post.color} category={post.category} title={post.title} />
      </div>
      <Byline post={post} />
      {/* The excerpt until the island fetches the text from the post's page (dialog-text.dom.ts). */}
      <div className="prose post-dialog__body" data-listing-text={paths.blogPost(post.slug)}>
        <p>{post.excerpt}</p>
      </div>
    </ListingDialog>
  );
}

export function BlogPage() {
  const { route, content } = useSite();
  const posts = content.blog;
  return (
    <>
      <PageHero eyebrow="Resources" title={route.title} lead={route.description} />
      <Listing
        id="posts"
        match="category"
        param="category"
        all={ALL_CATEGORIES}
        filters={blogCategories}
        filterLabel="Filter posts by category"
        heading="Latest articles"
        noun="posts"
        total={posts.length}
        featured
        items={posts.map((post, i) => <PostCard post={post} featured={i === 0} key={post.slug} />)}
        empty={
          <>
            <h3>No Results Found</h3>
            <p>We couldn't find any blog posts matching your selected category.</p>
            <button type="button" className="button button--primary" data-listing-reset="">View All Posts</button>
          </>
        }
        dialogs={posts.map((post) => <PostDialog post={post} key={post.slug} />)}
      />
      <Newsletter />
    </>
  );
}
