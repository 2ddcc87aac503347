/**
 * The actions one records request allows now (issue 20): each is a row of data (which action,
 * when its status allows it, its fields and the body it posts) drawn by the one ActionForm.
 */
import type { RecordsAction, RecordsRequestDetailResponse } from '#domain/records/records-api.ts';
import {
  APPEAL_OUTCOMES,
  DENIAL_CLASSIFICATIONS,
  EXTENSION_REASONS,
  RECORDS_REQUEST_MACHINE,
  type RecordsRequestStatus,
} from '#domain/records/records-request.ts';
import { ActionForm, type FieldSpec } from './records-action-form.tsx';
import { UploadForm } from './records-upload-form.tsx';

type Request = RecordsRequestDetailResponse['request'];
type Values = Record<string, string>;

/** What an action's form posts: its body, or field errors (null when done). */
export type RecordsActionRun = (
  action: RecordsAction,
  done: string,
) => (body: object | undefined) => Promise<Record<string, string> | null>;

interface ActionFormSpec {
  action: RecordsAction;
  title: string;
  submitLabel: string;
  /** The notice once done. */
  done: string;
  fields: readonly FieldSpec[];
  toBody: (values: Values) => object;
  isShown: (request: Request, canMoveTo: (to: RecordsRequestStatus) => boolean) => boolean;
}

/** Extending is for a request still being worked on, not one waiting on the requester. */
const OPEN: readonly RecordsRequestStatus[] = ['new', 'in_progress', 'extended'];

const DECISION_AND_REASON = (options: Readonly<Record<string, string>>): FieldSpec[] => [
  { name: 'decision', label: 'Decision', kind: 'select', options },
  { name: 'reason', label: 'Reason', kind: 'textarea' },
];
const grantAndReason = (values: Values) => ({
  isGranted: values.decision === 'grant',
  reason: values.reason ?? '',
});
const isStillOpen = (request: Request) => RECORDS_REQUEST_MACHINE.moves[request.status].length > 0;

/** The forms before the upload of responsive records. */
const FORMS_BEFORE_UPLOAD: readonly ActionFormSpec[] = [
  {
    action: 'expedite',
    title: 'Decide the expedited response',
    submitLabel: 'Record the decision',
    done: 'Expedited response decided.',
    fields: DECISION_AND_REASON({
      grant: 'Grant: 5 business days',
      refuse: 'Refuse: 10 business days',
    }),
    toBody: grantAndReason,
    isShown: (request) =>
      Boolean(request.expediteRequested) &&
      (request.status === 'new' || request.status === 'in_progress'),
  },
  {
    action: 'clarify',
    title: 'Ask for clarification',
    submitLabel: 'E-mail the question',
    done: 'Question e-mailed; the request awaits clarification.',
    fields: [{ name: 'message', label: 'What the requester should clarify', kind: 'textarea' }],
    toBody: (values) => ({ message: values.message ?? '' }),
    isShown: (_request, canMoveTo) => canMoveTo('awaiting_clarification'),
  },
  {
    action: 'estimate-fees',
    title: 'Estimate fees',
    submitLabel: 'E-mail the estimate',
    done: 'Fee estimate recorded.',
    fields: [
      {
        name: 'amount',
        label: 'Amount in dollars',
        kind: 'text',
        hint: 'The actual cost, like 12.50. Enter 0 for no fee.',
      },
      {
        name: 'description',
        label: 'Actual-cost items',
        kind: 'textarea',
        hint: 'Like: 50 pages at $0.25; 1 hour of search at $20.',
      },
    ],
    toBody: (values) => ({ amount: values.amount ?? '', description: values.description ?? '' }),
    isShown: (_request, canMoveTo) => canMoveTo('awaiting_payment'),
  },
  {
    action: 'fee-waiver',
    title: 'Decide the fee waiver',
    submitLabel: 'Record and e-mail the decision',
    done: 'Fee waiver decided; the requester is e-mailed.',
    fields: DECISION_AND_REASON({ grant: 'Grant: no payment', deny: 'Deny: the fee stands' }),
    toBody: grantAndReason,
    isShown: (request) => Boolean(request.feeWaiverRequested) && isStillOpen(request),
  },
  {
    action: 'extend',
    title: 'Extend',
    submitLabel: 'Extend and e-mail the requester',
    done: 'Extended; the requester is e-mailed the new date.',
    fields: [
      {
        name: 'reason',
        label: 'Reason the statute lists',
        kind: 'select',
        options: EXTENSION_REASONS,
      },
      { name: 'newDueDay', label: 'New response date', kind: 'date' },
      { name: 'note', label: 'Note (optional)', kind: 'textarea' },
    ],
    toBody: (values) => ({
      reason: values.reason,
      newDueDay: values.newDueDay,
      ...(values.note ? { note: values.note } : {}),
    }),
    isShown: (request, canMoveTo) => canMoveTo('extended') && OPEN.includes(request.status),
  },
  {
    action: 'deny',
    title: 'Deny, in part or in whole',
    submitLabel: 'Deny and send the notice',
    done: 'Denial notice sent with the appeal rights.',
    fields: [
      { name: 'isPartial', label: 'Deny only in part (the rest is released)', kind: 'checkbox' },
      {
        name: 'classification',
        label: 'Statutory classification',
        kind: 'select',
        options: DENIAL_CLASSIFICATIONS,
      },
      { name: 'grounds', label: 'Grounds', kind: 'textarea' },
      { name: 'withheld', label: 'What is withheld (partial denial)', kind: 'textarea' },
    ],
    toBody: (values) => ({
      isPartial: values.isPartial === 'yes',
      classification: values.classification,
      grounds: values.grounds ?? '',
      ...(values.withheld ? { withheld: values.withheld } : {}),
    }),
    isShown: (_request, canMoveTo) => canMoveTo('denied'),
  },
];

/** The forms after the upload: fulfilling sends the uploaded files. */
const FORMS_AFTER_UPLOAD: readonly ActionFormSpec[] = [
  {
    action: 'fulfil',
    title: 'Fulfil',
    submitLabel: 'Fulfil and e-mail the download link',
    done: 'Fulfilled; the requester is e-mailed the download link.',
    fields: [
      { name: 'isPartial', label: 'Fulfil only in part', kind: 'checkbox' },
      {
        name: 'withheld',
        label: 'What is withheld and why (partial fulfilment)',
        kind: 'textarea',
      },
    ],
    toBody: (values) => ({
      isPartial: values.isPartial === 'yes',
      ...(values.withheld ? { withheld: values.withheld } : {}),
    }),
    isShown: (_request, canMoveTo) => canMoveTo('fulfilled'),
  },
];

const APPEAL_DECISION_FORM: ActionFormSpec = {
  action: 'appeal-decision',
  title: 'Decide the appeal',
  submitLabel: 'Decide and notify the requester',
  done: 'Appeal decided; the requester is notified.',
  fields: [
    { name: 'outcome', label: 'Decision', kind: 'select', options: APPEAL_OUTCOMES },
    { name: 'reasons', label: 'Reasons', kind: 'textarea' },
  ],
  toBody: (values) => ({ outcome: values.outcome, reasons: values.reasons ?? '' }),
  isShown: (request) => request.status === 'appealed',
};

export function RecordsRequestActions({
  headingId,
  request,
  files,
  canDecideAppeals,
  act,
  onUpload,
}: {
  headingId: string;
  request: Request;
  files: RecordsRequestDetailResponse['files'];
  canDecideAppeals: boolean;
  act: RecordsActionRun;
  onUpload: (file: File) => Promise<string | null>;
}) {
  const status = request.status;
  const canMoveTo = (to: RecordsRequestStatus) =>
    (RECORDS_REQUEST_MACHINE.moves[status] as readonly string[]).includes(to);
  const drawForms = (specs: readonly ActionFormSpec[]) =>
    specs
      .filter((spec) => spec.isShown(request, canMoveTo))
      .map((spec) => (
        <ActionForm
          key={spec.action}
          title={spec.title}
          submitLabel={spec.submitLabel}
          fields={spec.fields}
          toBody={spec.toBody}
          onSubmit={act(spec.action, spec.done)}
        />
      ));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Actions</h2>
      {isStillOpen(request) ? null : (
        <p>This request is closed: no step is open from its status.</p>
      )}
      {status === 'new' ? (
        <button
          type="button"
          className="button"
          onClick={() => void act('acknowledge', 'Acknowledged: in progress.')(undefined)}
        >
          Acknowledge
        </button>
      ) : null}
      {drawForms(FORMS_BEFORE_UPLOAD)}
      {canMoveTo('fulfilled') || canMoveTo('partially_fulfilled') ? (
        <UploadForm files={files} onUpload={onUpload} />
      ) : null}
      {drawForms(FORMS_AFTER_UPLOAD)}
      {canDecideAppeals ? drawForms([APPEAL_DECISION_FORM]) : null}
    </section>
  );
}
