import { usePageText } from '#web/lib/page-text.tsx';
import { PERMIT_FORM_TYPES } from '#domain/permits/permit-fields.ts';
import { PERMIT_FORM_LABELS, type PermitFormType } from '../lib/permit-form-types.ts';

interface FormTypeToggleProps {
  value: PermitFormType;
  onChange: (formType: PermitFormType) => void;
  /** The id of the panel a button shows, once that panel exists. */
  controls: (formType: PermitFormType) => string | undefined;
}

/** Chooses which of the four forms shows: a group of buttons, the chosen one pressed. */
export function FormTypeToggle({ value, onChange, controls }: FormTypeToggleProps) {
  const tr = usePageText();
  return (
    <div className="form-type-toggle" role="group" aria-label={tr('Choose a form')}>
      {PERMIT_FORM_TYPES.map((formType) => (
        <button
          key={formType}
          type="button"
          className="form-type-toggle__button"
          aria-pressed={formType === value}
          aria-controls={controls(formType)}
          onClick={() => onChange(formType)}
        >
          {tr(PERMIT_FORM_LABELS[formType])}
        </button>
      ))}
    </div>
  );
}
