import { useEffect, useRef, useState } from 'react';
import { FormFailure, useStaffForm } from '#web/components/staff/staff-form.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TwoStepConfirmSchema,
  TwoStepProofSchema,
  type MeResponse,
  type TwoStepConfirm,
  type TwoStepProof,
  type TwoStepSetupResponse,
} from '#domain/auth/login.schema.ts';
import { confirmTwoStep, startTwoStepSetup, turnOffTwoStep } from '../api/staff-api.ts';
import { PasswordField, TextField } from '#web/components/staff/staff-fields.tsx';

/** /admin/two-step: set up, or turn off, the account's authenticator-app code. */
export function TwoStepPage({
  me,
  onChanged,
  onUnauthorized,
}: {
  me: MeResponse;
  onChanged: () => void;
  onUnauthorized: () => void;
}) {
  const [setup, setSetup] = useState<TwoStepSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stepsRef = useRef<HTMLOListElement>(null);
  const recoveryRef = useRef<HTMLHeadingElement>(null);

  // The button that was pressed goes away: move focus to what replaced it.
  useEffect(() => {
    if (setup) stepsRef.current?.focus();
  }, [setup]);
  useEffect(() => {
    if (recoveryCodes) recoveryRef.current?.focus();
  }, [recoveryCodes]);

  const start = async (proof: TwoStepProof) => {
    setFailure(null);
    setSetup(await startTwoStepSetup(proof));
  };

  if (recoveryCodes) {
    return (
      <section className="staff-section" aria-labelledby="recovery-title">
        <h2 id="recovery-title" ref={recoveryRef} tabIndex={-1}>
          Two-step sign-in is on
        </h2>
        <p>
          Keep these recovery codes somewhere safe, away from your phone. Each one logs you in once
          if you lose your phone. They are shown only now.
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button"
          onClick={() => {
            setRecoveryCodes(null);
            setSetup(null);
            onChanged();
          }}
        >
          I have saved my recovery codes
        </button>
      </section>
    );
  }

  if (me.hasTwoStep && !setup) {
    return (
      <section className="staff-section" aria-labelledby="two-step-on-title">
        <h2 id="two-step-on-title">Two-step sign-in is on</h2>
        <h3>A new phone?</h3>
        <p>
          Set up a new authenticator app; the old one stops working once the new one is confirmed.
        </p>
        <ProofForm
          needsCode
          hint="To change two-step sign-in, confirm it is you."
          submitLabel="Set up a new authenticator app"
          onProof={start}
          onUnauthorized={onUnauthorized}
        />
        <h3>Turn it off</h3>
        <ProofForm
          needsCode
          hint="To turn two-step sign-in off, confirm it is you."
          submitLabel="Turn off two-step sign-in"
          isSecondary
          onProof={async (proof) => {
            await turnOffTwoStep(proof);
            onChanged();
          }}
          onUnauthorized={onUnauthorized}
        />
      </section>
    );
  }

  return (
    <section className="staff-section" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Set up two-step sign-in</h2>
      {me.mustSetUpTwoStep ? (
        <p className="banner banner--warning">
          The district requires two-step sign-in for every account. Set it up to continue.
        </p>
      ) : null}
      {failure ? (
        <p className="banner banner--error" role="alert">
          {failure}
        </p>
      ) : null}
      {setup ? (
        <>
          <ol className="two-step-steps" ref={stepsRef} tabIndex={-1} aria-label="Set-up steps">
            <li>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft
              Authenticator or 1Password) and add an account.
            </li>
            <li>
              Scan this QR code:
              <img
                className="two-step-qr"
                src={setup.qrCodeDataUrl}
                width={240}
                height={240}
                alt={`QR code to add ${me.username} to an authenticator app. If you cannot scan it, type the setup key shown below.`}
              />
              Or type this setup key into the app:{' '}
              <code className="two-step-secret">{setup.secret}</code>
            </li>
            <li>Enter the 6-digit code the app now shows.</li>
          </ol>
          <ConfirmForm
            onConfirmed={(codes) => setRecoveryCodes(codes)}
            onUnauthorized={onUnauthorized}
          />
        </>
      ) : (
        <>
          <p>
            Two-step sign-in asks for a code from an app on your phone after your password, so a
            stolen or guessed password alone does not let anyone in.
          </p>
          <ProofForm
            needsCode={false}
            hint="To set up two-step sign-in, confirm it is you."
            submitLabel="Start set-up"
            onProof={start}
            onUnauthorized={onUnauthorized}
          />
        </>
      )}
    </section>
  );
}

function ConfirmForm({
  onConfirmed,
  onUnauthorized,
}: {
  onConfirmed: (codes: string[]) => void;
  onUnauthorized: () => void;
}) {
  const { form, onSubmit } = useStaffForm<TwoStepConfirm>({
    resolver: zodResolver(TwoStepConfirmSchema),
    defaultValues: { code: '' },
    save: async (values) => onConfirmed((await confirmTwoStep(values.code)).recoveryCodes),
    onUnauthorized,
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormFailure message={errors.root?.message} />
      <TextField
        form={form}
        name="code"
        label="Code from the app"
        className="form-input form-input--short"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        Turn on two-step sign-in
      </button>
    </form>
  );
}

/**
 * The owner's proof for a change to two-step sign-in (issue 16): the password, and while it is on,
 * a current code or a recovery code. Server answers land on their field.
 */
function ProofForm({
  needsCode,
  hint,
  submitLabel,
  isSecondary = false,
  onProof,
  onUnauthorized,
}: {
  needsCode: boolean;
  hint: string;
  submitLabel: string;
  isSecondary?: boolean;
  onProof: (proof: TwoStepProof) => Promise<void>;
  onUnauthorized: () => void;
}) {
  const { form, onSubmit } = useStaffForm<TwoStepProof>({
    resolver: zodResolver(TwoStepProofSchema),
    defaultValues: { password: '', code: '' },
    save: onProof,
    onUnauthorized,
    // The code field shows only while two-step sign-in is on.
    fieldNames: needsCode ? ['password', 'code'] : ['password'],
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormFailure message={errors.root?.message} />
      <PasswordField
        form={form}
        name="password"
        label="Your password"
        hint={hint}
        autoComplete="current-password"
      />
      {needsCode ? (
        <TextField
          form={form}
          name="code"
          label="Code from the app, or a recovery code"
          className="form-input form-input--short"
          autoComplete="one-time-code"
        />
      ) : null}
      <button
        type="submit"
        className={isSecondary ? 'button button--secondary' : 'button'}
        disabled={isSubmitting}
      >
        {submitLabel}
      </button>
    </form>
  );
}
