import { usePageLocale, usePageText } from '#web/lib/page-text.tsx';
import type { Locale } from '#domain/i18n/locale.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useDistrictDetailsIfAny } from '#web/lib/site-page-data.tsx';
import {
  PERMIT_FIELDS,
  PERMIT_FORM_TITLES,
  type PermitField,
} from '#domain/permits/permit-fields.ts';
import {
  calculatePermitTotals,
  DEFAULT_MINIMUM_CHARGE_CENTS,
  DEFAULT_PROCESSING_FEE_PERCENT,
  formatCents,
  type PermitTotals,
} from '#domain/permits/permit-fee.ts';
import {
  completePermitPayment,
  createPermitPayment,
  paymentModeOf,
  type PermitsConfig,
} from '../api/permits-api.ts';
import {
  CardNotReadyError,
  type CardFieldIssue,
  type CardPaymentHandle,
} from '#web/payments/card-payment.ts';
import { setErrorTitlePrefix } from '../lib/document-title.ts';
import { runPermitPayment } from '../lib/payment-flow.ts';
import type { PaymentOutcome } from '#web/payments/card-errors.ts';
import { PAYMENT_MESSAGES } from '#web/payments/payment-messages.ts';
import type { PermitFormType } from '../lib/permit-form-types.ts';
import {
  CLEARANCE_FIELD_HINTS,
  pickGroupFields,
  RESIDENTIAL_FIELD_GROUPS,
} from '../lib/clearance-form-layout.ts';
import { checkPlotPlan, readPlotPlanFile } from '../lib/plot-plan.ts';
import { CostSummary } from './cost-summary.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '#web/components/ui/error-summary.tsx';
import { PaymentResultBanner } from './payment-result-banner.tsx';
import { fieldId, PermitFieldInput } from './permit-field.tsx';
import { ProcessingDialog } from '#web/payments/processing-dialog.tsx';
import { SandboxCardFields } from '#web/payments/sandbox-card-fields.tsx';

const StripeCardFields = lazy(() => import('./stripe-card-fields.tsx'));

type FormValues = Record<string, unknown>;

/** Spec §9: MM/dd/yyyy on the sprinkler form, yyyy/MM/dd elsewhere. */
const DATE_FORMATS: Record<PermitFormType, string> = {
  residential: 'yyyy/MM/dd',
  commercial: 'yyyy/MM/dd',
  propane: 'yyyy/MM/dd',
  sprinkler: 'MM/dd/yyyy',
};

function defaultValuesFor(formType: PermitFormType, fireProtectionOfficer: string): FormValues {
  const values: FormValues = {};
  for (const field of PERMIT_FIELDS[formType]) {
    if (field.kind === 'checkbox') values[field.name] = true;
    else if (field.kind === 'select') values[field.name] = field.options?.[0] ?? '';
    else if (field.kind === 'readonly') values[field.name] = fireProtectionOfficer;
    else if (field.kind === 'file') values[field.name] = undefined;
    else values[field.name] = '';
  }
  return values;
}

type PermitValidation = typeof import('../lib/permit-validation.ts');
let permitValidation: Promise<PermitValidation> | undefined;

/** The zod schemas load on first use, not with the page (see permit-validation.ts). */
function loadPermitValidation(): Promise<PermitValidation> {
  permitValidation ??= import('../lib/permit-validation.ts').catch((error: unknown) => {
    permitValidation = undefined;
    throw error;
  });
  return permitValidation;
}

/** The shared schema through react-hook-form; the propane form also checks its plot plan file. */
function buildResolver(formType: PermitFormType): Resolver<FormValues> {
  return async (values, context, options) => {
    const { buildSchemaResolver } = await loadPermitValidation();
    const result = await buildSchemaResolver(formType)(values, context, options);
    if (formType !== 'propane') return result;
    const plotPlanMessage = checkPlotPlan(values.plotPlan);
    if (!plotPlanMessage) return result;
    return {
      values: {},
      errors: { ...result.errors, plotPlan: { type: 'validate', message: plotPlanMessage } },
    } as Awaited<ReturnType<Resolver<FormValues>>>;
  };
}

function isFieldVisible(field: PermitField, values: FormValues): boolean {
  if (!field.showWhen) return true;
  return Boolean(values[field.showWhen.field]) === field.showWhen.equals;
}

/**
 * The area-dependent totals; null until the typed area parses under the shared schema. The
 * schema loads once an area is typed (an empty area never parses).
 */
function useTotals(
  formType: PermitFormType,
  feePercent: number,
  minimumCents: number,
  areaValue: unknown,
): PermitTotals | null {
  const [validation, setValidation] = useState<PermitValidation | null>(null);
  const needsArea = areaValue !== undefined && areaValue !== '';
  useEffect(() => {
    if (!needsArea || validation) return;
    let isCurrent = true;
    loadPermitValidation().then(
      (loaded) => {
        if (isCurrent) setValidation(loaded);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [needsArea, validation]);
  const area = validation ? validation.parseAreaCovered(formType, areaValue) : undefined;
  const totals = calculatePermitTotals(formType, area, feePercent, minimumCents);
  return totals.ok ? totals.value : null;
}

function toPayload(formType: PermitFormType, data: FormValues, costCents: number): FormValues {
  const formData: FormValues = { ...data, cost: costCents / 100 };
  delete formData.plotPlan;
  if (formType === 'propane' && formData.isMailingSame === true) delete formData.mailingAddress;
  for (const key of Object.keys(formData)) if (formData[key] === undefined) delete formData[key];
  return formData;
}

function toMultipart(
  formData: FormValues,
  amount: number,
  timestamp: string,
  plotPlan: File | undefined,
  locale: Locale,
): FormData {
  const body = new FormData();
  body.append('timestamp', timestamp);
  if (locale !== 'en') body.append('language', locale);
  body.append('amount', String(amount));
  for (const [key, value] of Object.entries(formData)) body.append(key, String(value));
  if (plotPlan) body.append('plotPlan', plotPlan, plotPlan.name);
  return body;
}

interface PermitFormProps {
  formType: PermitFormType;
  config: PermitsConfig | null;
}

/** One of the four payment forms: its fields, the cost, the card and the payment states of spec §4. */
export function PermitForm({ formType, config }: PermitFormProps) {
  const tr = usePageText();
  const locale = usePageLocale();
  const district = useDistrictDetailsIfAny();
  const formId = `permit-${formType}`;
  const fields = PERMIT_FIELDS[formType];
  // The order a visitor meets the fields in, which the error summary follows.
  const shownFields =
    formType === 'residential'
      ? RESIDENTIAL_FIELD_GROUPS.flatMap((group) => pickGroupFields(fields, group))
      : fields;
  const fireProtectionOfficer = config?.fireProtectionOfficer ?? '';
  const feePercent = config?.processingFeePercent ?? DEFAULT_PROCESSING_FEE_PERCENT;
  const minimumCents = config?.minimumChargeCents ?? DEFAULT_MINIMUM_CHARGE_CENTS;
  const methods = useForm<FormValues>({
    resolver: buildResolver(formType),
    defaultValues: defaultValuesFor(formType, ''),
    shouldFocusError: false,
  });
  const { handleSubmit, setValue, setError, reset, control, formState, getValues } = methods;
  const values = useWatch({ control }) as FormValues;
  const totals = useTotals(formType, feePercent, minimumCents, values.areaCovered);

  const isStripe = config !== null && paymentModeOf(config, formType) === 'stripe';
  const publishableKey = config?.publishableKeys[formType];
  const cardRef = useRef<CardPaymentHandle>(null);
  const isBusyRef = useRef(false);
  const [isProcessing, setIsProcessing] = useState(false);
  const [isChallengeOpen, setIsChallengeOpen] = useState(false);
  const [isSucceeded, setIsSucceeded] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [cardIssues, setCardIssues] = useState<CardFieldIssue[]>([]);
  const [summaryFocusKey, setSummaryFocusKey] = useState(0);

  useEffect(() => {
    if (fireProtectionOfficer) setValue('fireProtectionOfficer', fireProtectionOfficer);
  }, [fireProtectionOfficer, setValue]);

  const summaryItems: ErrorSummaryItem[] =
    summaryFocusKey > 0
      ? [
          ...shownFields
            .filter((field) => isFieldVisible(field, values))
            .flatMap((field) => {
              const message = formState.errors[field.name]?.message;
              return typeof message === 'string'
                ? [{ fieldId: fieldId(formId, field.name), message }]
                : [];
            }),
          ...cardIssues,
        ]
      : [];
  const hasSummary = summaryItems.length > 0;

  useEffect(() => {
    setErrorTitlePrefix(hasSummary);
    return () => setErrorTitlePrefix(false);
  }, [hasSummary]);

  const onChallengeChange = setIsChallengeOpen;

  /** Checks the card input; answers its issues, or null after showing why payment cannot start. */
  function checkCard(): CardFieldIssue[] | null {
    const handle = cardRef.current;
    if (!handle) {
      setOutcome({
        kind: 'failed',
        title: undefined,
        message: isStripe ? PAYMENT_MESSAGES.notReadyStripe : PAYMENT_MESSAGES.notReadySandbox,
      });
      return null;
    }
    try {
      return handle.check();
    } catch (error) {
      const message =
        error instanceof CardNotReadyError
          ? error.message
          : PAYMENT_MESSAGES.processingErrorFallback;
      setOutcome({ kind: 'failed', title: undefined, message });
      return null;
    }
  }

  function showSummary(issues: CardFieldIssue[]) {
    setCardIssues(issues);
    setSummaryFocusKey((key) => key + 1);
  }

  function onInvalid(_errors: FieldErrors<FormValues>) {
    setOutcome(null);
    showSummary(cardRef.current ? safeCardIssues(cardRef.current) : []);
  }

  async function onValid(data: FormValues) {
    if (isBusyRef.current || isSucceeded) return;
    setOutcome(null);
    const issues = checkCard();
    if (issues === null) return;
    if (issues.length > 0) {
      showSummary(issues);
      return;
    }
    setCardIssues([]);
    setSummaryFocusKey(0);
    const card = cardRef.current!;
    const totalsNow = calculatePermitTotals(formType, data.areaCovered, feePercent, minimumCents);
    if (!totalsNow.ok) return;
    const amount = totalsNow.value.costCents;
    const formData = toPayload(formType, data, amount);
    const timestamp = new Date().toISOString();

    isBusyRef.current = true;
    setIsProcessing(true);
    try {
      const result = await runPermitPayment({
        create: () =>
          createPermitPayment(
            formType,
            formType === 'propane'
              ? toMultipart(
                  formData,
                  amount,
                  timestamp,
                  readPlotPlanFile(getValues('plotPlan')),
                  locale,
                )
              : {
                  amount,
                  formData,
                  timestamp,
                  // The permit's PDF and e-mails follow the page's language (decision 316).
                  ...(locale === 'en' ? {} : { language: locale }),
                  ...(formType === 'residential' || formType === 'commercial'
                    ? { buildingType: formData.buildingType }
                    : {}),
                },
          ),
        card,
        complete: (paymentIntentId, clientSecret) =>
          completePermitPayment(formType, { formData, paymentIntentId, clientSecret }),
        missingClientSecretMessage:
          formType === 'sprinkler'
            ? PAYMENT_MESSAGES.noClientSecretReturned
            : PAYMENT_MESSAGES.noClientSecretReceived,
        isTestMode: !isStripe || (publishableKey ?? '').startsWith('pk_test_'),
        isPartialSuccessWhenCompletionFails: formType === 'sprinkler',
      });
      if (result.kind === 'failed' && result.fields) {
        let hasFieldError = false;
        for (const [key, message] of Object.entries(result.fields)) {
          const name = key.replace(/^formData\./, '');
          if (fields.some((field) => field.name === name)) {
            setError(name, { type: 'server', message });
            hasFieldError = true;
          }
        }
        if (hasFieldError) showSummary([]);
      }
      if (result.kind !== 'failed' || result.isPaid) {
        reset(defaultValuesFor(formType, fireProtectionOfficer));
        card.reset();
        const fileInput = document.getElementById(fieldId(formId, 'plotPlan'));
        if (fileInput instanceof HTMLInputElement) fileInput.value = '';
        setIsSucceeded(true);
      }
      setOutcome(result);
    } finally {
      isBusyRef.current = false;
      setIsProcessing(false);
    }
  }

  const isSubmitDisabled = isProcessing || isSucceeded;
  const isClearance = formType === 'residential' || formType === 'commercial';
  const renderField = (field: PermitField) => (
    <PermitFieldInput
      key={field.name}
      formId={formId}
      field={field}
      dateFormat={DATE_FORMATS[formType]}
      help={isClearance ? CLEARANCE_FIELD_HINTS[field.name] : undefined}
    />
  );
  const titleId = `${formId}-title`;

  return (
    <FormProvider {...methods}>
      <form
        id={formId}
        className="permit-form"
        aria-labelledby={titleId}
        noValidate
        // Script handles the submit; without it the browser posts to this page, which says that
        // paying needs JavaScript (never a GET, which would put the applicant's details in the URL).
        // No <noscript> note here: its words would count against the forms' 120 KB.
        method="post"
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <h2 id={titleId}>{tr(PERMIT_FORM_TITLES[formType])}</h2>
        <ErrorSummary items={summaryItems} focusKey={summaryFocusKey} />
        {outcome ? (
          <PaymentResultBanner
            outcome={outcome}
            formType={formType}
            onApplyAgain={() => {
              setOutcome(null);
              setIsSucceeded(false);
            }}
          />
        ) : null}
        <p className="form-note">{tr('All fields are required unless marked optional.')}</p>
        {formType === 'residential' ? (
          RESIDENTIAL_FIELD_GROUPS.map((group) => {
            const helpId = `${formId}-${group.key}-help`;
            return (
              <fieldset key={group.key} className="form-group" aria-describedby={helpId}>
                <legend className="form-group__legend">{tr(group.legend)}</legend>
                <p id={helpId} className="form-group__help">
                  {tr(group.help)}
                </p>
                <div className="form-grid">{pickGroupFields(fields, group).map(renderField)}</div>
              </fieldset>
            );
          })
        ) : (
          <div className="form-grid">
            {fields.filter((field) => isFieldVisible(field, values)).map(renderField)}
          </div>
        )}
        <CostSummary
          totals={totals}
          feePercent={feePercent}
          pendingText={tr(
            'Enter the area covered to see the cost, the processing fee and the total.',
          )}
        />
        {config === null ? (
          <p role="status" className="card-fields__loading">
            {tr('Loading the payment form…')}
          </p>
        ) : isStripe ? (
          publishableKey ? (
            <Suspense fallback={<p role="status">{tr('Loading the secure card form…')}</p>}>
              <StripeCardFields
                formId={formId}
                publishableKey={publishableKey}
                handleRef={cardRef}
                isDisabled={isProcessing}
              />
            </Suspense>
          ) : (
            <p className="banner banner--error" role="alert">
              {tr('Online payment for this form is not available right now. Please call {phone}.', {
                phone: district.mainOffice.phone,
              })}
            </p>
          )
        ) : (
          <SandboxCardFields
            formId={formId}
            handleRef={cardRef}
            onChallengeChange={onChallengeChange}
            isDisabled={isProcessing}
          />
        )}
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={isSubmitDisabled}
            aria-disabled={isSubmitDisabled}
          >
            {isProcessing
              ? tr(PAYMENT_MESSAGES.processingButton)
              : isSucceeded
                ? tr('Paid')
                : totals
                  ? tr('Pay {amount}', { amount: formatCents(totals.totalCents) })
                  : tr('Pay now')}
          </button>
        </div>
        <ProcessingDialog isOpen={isProcessing && !isChallengeOpen} />
      </form>
    </FormProvider>
  );
}

function safeCardIssues(handle: CardPaymentHandle): CardFieldIssue[] {
  try {
    return handle.check();
  } catch {
    return [];
  }
}
