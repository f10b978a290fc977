/**
 * The 'Download Whitepaper' dialog, one for all three papers. Without JavaScript the cards link
 * straight to each paper's page and this dialog never opens; with it, a card's link opens the
 * dialog, and a valid submit remembers the details, closes it and opens the paper.
 */
import { island } from '../../islands/markup.ts';
import { Dialog } from '../../components/dialog/Dialog.tsx';
import { ErrorSummary, FormField } from '../form/FormField.tsx';
import { WHITEPAPER_PREFIX, whitepaperFields } from './whitepaper-fields.ts';

const autoComplete: Record<string, string> = { name: 'name', email: 'email', company: 'organization', location: 'address-level2' };

export function WhitepaperDownload() {
  return (
    <Dialog className="dialog--narrow" labelledBy="whitepaper-dialog-title" data={island('whitepaper-download', 'idle')} top={<h2 className="dialog__title" id="whitepaper-dialog-title">Download Whitepaper</h2>}>
      <p className="whitepaper-dialog__subtitle" data-whitepaper-title="" />
      <form className="form whitepaper-dialog__form" method="dialog" data-whitepaper-form="">
        <ErrorSummary prefix={WHITEPAPER_PREFIX} />
        <p className="form__intro">All fields are required. We keep your details in this browser only, to fill the form in next time; nothing is sent.</p>
        {whitepaperFields.map((rule) => <FormField key={rule.name} prefix={WHITEPAPER_PREFIX} rule={rule} autoComplete={autoComplete[rule.name]} />)}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary">Download Now</button>
          <button type="button" className="button button--secondary" data-whitepaper-cancel="">Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
