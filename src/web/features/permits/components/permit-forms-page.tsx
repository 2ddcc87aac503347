import { useLocalizedHref, usePageLocale, usePageText } from '#web/lib/page-text.tsx';
import { SitePageDataContext } from '#web/lib/site-page-data.tsx';
import { useContext, useEffect, useState } from 'react';
import type { SiteDocument } from '#domain/documents/document-library.schema.ts';
import { documentSpanishItemId, findSiteDocument } from '#domain/documents/site-documents.ts';
import { PdfLink } from '#web/components/ui/pdf-link.tsx';
import { PERMIT_FORM_TYPES } from '#domain/permits/permit-fields.ts';
import { DEFAULT_PROCESSING_FEE_PERCENT, formatCents } from '#domain/permits/permit-fee.ts';
import { fetchPermitsConfig, type PermitsConfig } from '../api/permits-api.ts';
import { DEFAULT_PERMIT_FORM_TYPE, type PermitFormType } from '../lib/permit-form-types.ts';
import { FormTypeToggle } from './form-type-toggle.tsx';
import { PermitForm } from './permit-form.tsx';

/** The library documents listed as printable forms, by key. */
const DOWNLOAD_KEYS = ['clearance-form', 'burn-permit'];

/**
 * Whether a document's title shows the Spanish staff wrote on this page (decision 329), as the
 * server's page data says (`translatedBlocks`), so the browser draws the `lang` the server did.
 * Here rather than in the app shell's shared code: only this page lists documents.
 */
function useIsTranslatedTitle(): (key: string) => boolean {
  const translated = new Set(useContext(SitePageDataContext)?.translatedBlocks ?? []);
  return (key) => translated.has(`${documentSpanishItemId(key)}.title`);
}

/** The body of Permit Forms (spec §2): printable downloads, the form toggle, the fee note and the four forms. */
export function PermitFormsPage({
  documents = [],
  burnFeeCents,
}: {
  documents?: readonly SiteDocument[];
  /** The burn settings' fee; unknown (not rendered by the server) says nothing of a fee. */
  burnFeeCents?: number | undefined;
}) {
  const tr = usePageText();
  const localizedHref = useLocalizedHref();
  const locale = usePageLocale();
  const isTranslatedTitle = useIsTranslatedTitle();
  const downloads = DOWNLOAD_KEYS.flatMap((key) => findSiteDocument(documents, key) ?? []);
  const [formType, setFormType] = useState<PermitFormType>(DEFAULT_PERMIT_FORM_TYPE);
  // Forms once shown stay mounted (hidden), so switching back keeps what was typed.
  const [shownForms, setShownForms] = useState<ReadonlySet<PermitFormType>>(
    () => new Set([DEFAULT_PERMIT_FORM_TYPE]),
  );
  const [config, setConfig] = useState<PermitsConfig | null>(null);
  const [configError, setConfigError] = useState(false);
  const [configAttempt, setConfigAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPermitsConfig(controller.signal).then(
      (loaded) => {
        setConfig(loaded);
        setConfigError(false);
      },
      () => {
        if (!controller.signal.aborted) setConfigError(true);
      },
    );
    return () => controller.abort();
  }, [configAttempt]);

  function chooseForm(next: PermitFormType) {
    setFormType(next);
    setShownForms((previous) => (previous.has(next) ? previous : new Set([...previous, next])));
  }

  const feePercent = config?.processingFeePercent ?? DEFAULT_PROCESSING_FEE_PERCENT;
  const panelId = (type: PermitFormType) => `permit-panel-${type}`;
  const controlledPanel = (type: PermitFormType) =>
    shownForms.has(type) ? panelId(type) : undefined;

  return (
    <div className="permits-page">
      <section aria-labelledby="printable-forms-title" className="printable-forms">
        <h2 id="printable-forms-title">{tr('Printable forms')}</h2>
        <ul>
          {downloads.map((document) => (
            <li key={document.key}>
              {/* The library's titles are staff content: English on a Spanish page until staff
                  write their Spanish (decision 329). */}
              <PdfLink
                document={document}
                label={
                  locale === 'en' || isTranslatedTitle(document.key) ? undefined : (
                    <span lang="en">{document.title}</span>
                  )
                }
                hint={tr('PDF, opens in a new tab')}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="open-burn-title" className="printable-forms">
        <h2 id="open-burn-title">{tr('Open burn permit')}</h2>
        <p>
          {burnFeeCents === undefined
            ? tr(
                'Burning yard waste, a ditch bank or agricultural material needs a permit for each burn.',
              )
            : burnFeeCents === 0
              ? tr(
                  'Burning yard waste, a ditch bank or agricultural material needs a permit for each burn (no fee).',
                )
              : tr(
                  'Burning yard waste, a ditch bank or agricultural material needs a permit for each burn (fee {fee}, paid by card when you apply).',
                  { fee: formatCents(burnFeeCents) },
                )}{' '}
          <a href={localizedHref('/permits/burn/apply')}>
            {tr('Apply for an open burn permit online')}
          </a>
          {tr(', or see')}{' '}
          <a href={localizedHref('/permits/burn')}>
            {tr('today’s burn day status and how to check in')}
          </a>
          .
        </p>
      </section>
      <section aria-labelledby="apply-online-title" className="apply-online">
        <h2 id="apply-online-title">{tr('Apply and pay online')}</h2>
        <p className="fee-note">
          {tr('A {feePercent}% processing fee is added to each payment.', { feePercent })}
        </p>
        {configError ? (
          <div className="banner banner--error" role="alert">
            <p>
              {tr('We could not load the payment settings. Check your connection and try again.')}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfigAttempt((n) => n + 1)}
            >
              {tr('Try again')}
            </button>
          </div>
        ) : null}
        <FormTypeToggle value={formType} onChange={chooseForm} controls={controlledPanel} />
        {PERMIT_FORM_TYPES.map((type) =>
          shownForms.has(type) ? (
            <div key={type} id={panelId(type)} hidden={type !== formType} className="permit-panel">
              <PermitForm formType={type} config={config} />
            </div>
          ) : null,
        )}
      </section>
    </div>
  );
}
