import { usePageText } from '#web/lib/page-text.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PAYMENT_MESSAGES } from './payment-messages.ts';

function ignoreClose() {
  // A payment in progress cannot be dismissed; Escape leaves the dialog open.
}

/** The modal shown while a payment runs (spec §4). */
export function ProcessingDialog({ isOpen }: { isOpen: boolean }) {
  const tr = usePageText();
  return (
    <Dialog title={tr(PAYMENT_MESSAGES.processingTitle)} isOpen={isOpen} onClose={ignoreClose}>
      <p role="status" className="processing-dialog__text">
        <span className="spinner" aria-hidden="true" />
        {tr(PAYMENT_MESSAGES.processingBody)}
      </p>
    </Dialog>
  );
}
