import { useState, type FormEvent } from "react";
import { isStatus } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { Modal } from "../../components/ui/Modal";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import type { FieldErrors } from "../../lib/fieldErrors";
import { useDisableTwoFactor, useNewRecoveryCodes } from "./api";
import { appCode, ENTER_APP_CODE, OtpField, SecondFactorField, secondFactor } from "./SecondFactorField";
import { setupErrors } from "./TwoFactorSetupForm";

const DIALOG_RULES = { labels: { password: "Password", code: "Code" } };

/**
 * Shared state of a small dialog form: busy flag, the problems (a wrong password or code at its field, anything
 * else above the fields), and a submit wrapper that reports failures.
 */
function useDialogForm() {
  const [busy, setBusy] = useState(false);
  const problems = useFieldErrors(DIALOG_RULES);
  async function run(task: () => Promise<void>) {
    setBusy(true);
    problems.clear();
    try {
      await task();
    } catch (caught) {
      if (isStatus(caught, 401)) return; // already signed out (see the query client)
      const { otp, password, form } = setupErrors(caught);
      const fields: FieldErrors = { ...(password ? { password } : {}), ...(otp ? { code: otp } : {}) };
      problems.show(fields, form ?? null);
      setBusy(false);
    }
  }
  return { busy, problems, run };
}

function DialogButtons({
  busy,
  label,
  busyLabel,
  danger,
  onCancel,
  formId,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  danger?: boolean;
  onCancel: () => void;
  formId: string;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className={`button ${danger ? "danger" : "primary"}`} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/** Turning two-factor sign-in off needs the password and a code (or a recovery code). */
export function DisableTwoFactorDialog({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useDialogForm();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !code.trim()) return void form.problems.show({}, "Enter your password and a code.");
    void form.run(async () => {
      await disable.mutateAsync({ password, code: secondFactor(code, recovery) });
      onDisabled();
    });
  }

  return (
    <Modal
      title="Turn Off Two-Factor Sign-In"
      size="small"
      onClose={onClose}
      footer={<DialogButtons busy={form.busy} label="Turn Off" busyLabel="Turning off..." danger onCancel={onClose} formId="disable-2fa" />}
    >
      <form id="disable-2fa" className="dialog-form" onSubmit={submit} noValidate {...form.problems.scope}>
        <p className="muted">Signing in will need only the password again. Confirm with your password and a code.</p>
        <FormError>{form.problems.summary}</FormError>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={form.problems.error("password")}
          onChange={(event) => (setPassword(event.target.value), form.problems.clear("password"))}
          data-autofocus
        />
        <SecondFactorField
          value={code}
          onChange={(value) => (setCode(value), form.problems.clear("code"))}
          recovery={recovery}
          onRecoveryChange={setRecovery}
          error={form.problems.error("code")}
        />
      </form>
    </Modal>
  );
}

/** New recovery codes need a code from the app; the old codes stop working. */
export function RegenerateCodesDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: string[]) => void }) {
  const regenerate = useNewRecoveryCodes();
  const form = useDialogForm();
  const [code, setCode] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    const otp = appCode(code);
    if (!otp) return void form.problems.show({ code: ENTER_APP_CODE });
    void form.run(async () => {
      onCodes((await regenerate.mutateAsync(otp)).recovery_codes);
    });
  }

  return (
    <Modal
      title="New Recovery Codes"
      size="small"
      onClose={onClose}
      footer={<DialogButtons busy={form.busy} label="Make New Codes" busyLabel="Making..." onCancel={onClose} formId="regenerate-codes" />}
    >
      <form id="regenerate-codes" className="dialog-form" onSubmit={submit} noValidate {...form.problems.scope}>
        <p className="muted">You get ten new codes; the ones you have now stop working.</p>
        <FormError>{form.problems.summary}</FormError>
        <OtpField
          label="Authentication code"
          value={code}
          error={form.problems.error("code")}
          onChange={(event) => (setCode(event.target.value), form.problems.clear("code"))}
          hint="The 6-digit code your authenticator app shows now."
          data-autofocus
        />
      </form>
    </Modal>
  );
}
