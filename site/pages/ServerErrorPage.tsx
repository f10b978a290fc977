/** The generic page a server shows for its 5xx responses (docs/site.md §12). */
import { STATUS_CODES } from 'node:http';
import { PageHero } from '../layout/PageHero.tsx';
import { paths } from '../paths.ts';

export function ServerErrorPage({ status }: { status: number }) {
  return (
    <>
      <PageHero eyebrow={`Error ${status}`} title="Unexpected application error!" lead={`${status} ${STATUS_CODES[status] ?? 'Server Error'}`} />
      <div className="container section">
        <p>Something went wrong on our side. Please try again in a moment, or go back to the <a href={paths.home}>home page</a>.</p>
      </div>
    </>
  );
}
