/**
 * The 'Download whitepaper' dialog, one for all three papers. Without JavaScript the cards link
 * straight to each paper's page and this dialog never opens; with it, a card's link opens the
 * dialog, and a valid submit sends the details to `forms.whitepaper` when the site sets one (then
 * opens the paper), or only remembers them in this browser, closes and opens the paper. The
 * sentence above the fields says which.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { Dialog } from '../../components/dialog/Dialog.tsx';
import { ErrorSummary, FormField } from '../form/FormField.tsx';
import { WHITEPAPER_PREFIX, whitepaperFields } from './whitepaper-fields.ts';

const autoComplete: Record<string, string> = { name: 'name', email: 'email', company: 'organization', location: 'address-level2' };

export function WhitepaperDownload() {
  const { site } = useSite().content;
  const endpoint = site.forms.whitepaper;
  const where = endpoint
    ? `All fields are required. Download now sends them to the ${site.company} team (to ${new URL(endpoint).host}), who may write to you about the paper; this browser also keeps them to fill the form in next time.`
    : 'All fields are required. We keep your details in this browser only, to fill the form in next time; nothing is sent.';
  return (
    <Dialog className="dialog--narrow" labelledBy="whitepaper-dialog-title" data={island('whitepaper-download', 'idle')} top={<h2 className="dialog__title" id="whitepaper-dialog-title">Download whitepaper</h2>}>
      <p className="whitepaper-dialog__subtitle" data-whitepaper-title="" />
      <form className="form whitepaper-dialog__form" method="dialog" data-whitepaper-form="" data-endpoint={endpoint} data-email={site.email}>
        <ErrorSummary prefix={WHITEPAPER_PREFIX} />
        <p className="form__intro">{where}</p>
        {whitepaperFields.map((rule) => <FormField key={rule.name} prefix={WHITEPAPER_PREFIX} rule={rule} autoComplete={autoComplete[rule.name]} />)}
        <div className="form__status" role="status" data-whitepaper-status="" />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary">Download now</button>
          <button type="button" className="button button--secondary" data-whitepaper-cancel="">Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
