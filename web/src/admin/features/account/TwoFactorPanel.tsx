import { useState } from "react";
import { TWO_FACTOR_OFF, type TwoFactorSetup } from "../../../../../common/contracts";
import { useAdmin } from "../../lib/adminContext";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { useStartTwoFactorSetup, useTwoFactorStatus } from "./api";
import { RecoveryCodesList } from "./RecoveryCodesList";
import { DisableTwoFactorDialog, RegenerateCodesDialog } from "./TwoFactorDialogs";
import { TwoFactorSetupForm } from "./TwoFactorSetupForm";

type View = { kind: "status" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] } | { kind: "disable" } | { kind: "regenerate" };

/** Two-factor sign-in: turn on (QR code, key, confirm, recovery codes), new recovery codes, turn off. */
export function TwoFactorPanel() {
  const { username } = useAdmin();
  const { notify } = useFeedback();
  const status = useTwoFactorStatus();
  const startSetup = useStartTwoFactorSetup();
  const [view, setView] = useState<View>({ kind: "status" });
  const [starting, setStarting] = useState(false);

  async function beginSetup() {
    setStarting(true);
    try {
      setView({ kind: "setup", setup: await startSetup.mutateAsync() });
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`Could not start the setup: ${errorText(caught)}`, "error");
    } finally {
      setStarting(false);
    }
  }

  function showCodes(codes: string[], message: string) {
    setView({ kind: "codes", codes });
    notify(message);
  }

  const current = status.data;
  const enabled = current?.enabled ?? false;
  return (
    <section className="panel account-panel" aria-labelledby="two-factor-title">
      <div className="panel-title-row">
        <h2 id="two-factor-title">Two-Factor Sign-In</h2>
        {current && <span className={`badge ${enabled ? "badge-green" : "badge-gray"}`}>{enabled ? "On" : "Off"}</span>}
      </div>
      {status.error && !current && (
        <p className="form-error" role="alert">
          Error loading two-factor status: {errorText(status.error)}
        </p>
      )}
      {view.kind === "setup" && (
        <TwoFactorSetupForm
          setup={view.setup}
          onEnabled={(codes) => showCodes(codes, "Two-factor sign-in is on.")}
          onCancel={() => setView({ kind: "status" })}
        />
      )}
      {view.kind === "codes" && <RecoveryCodesList codes={view.codes} username={username} onDone={() => setView({ kind: "status" })} />}
      {view.kind !== "setup" && view.kind !== "codes" && current && (
        <>
          <p className="muted">
            {enabled
              ? `Signing in asks for a code from your authenticator app after the password. ${current.recovery_codes_left} of 10 recovery codes left.`
              : "Add a second step to signing in: after the password, a 6-digit code from an authenticator app on your phone. A stolen password alone is then not enough."}
          </p>
          {enabled && current.recovery_codes_left <= 3 && <p className="warning">Only {current.recovery_codes_left} recovery codes are left: make new ones.</p>}
          <div className="form-actions">
            {enabled ? (
              <>
                <button type="button" className="button" onClick={() => setView({ kind: "regenerate" })}>
                  New Recovery Codes
                </button>
                <button type="button" className="button danger" onClick={() => setView({ kind: "disable" })}>
                  Turn Off
                </button>
              </>
            ) : (
              <button type="button" className="button primary" onClick={beginSetup} disabled={starting}>
                {starting ? "Preparing..." : "Set Up Two-Factor Sign-In"}
              </button>
            )}
          </div>
        </>
      )}
      {view.kind === "disable" && (
        <DisableTwoFactorDialog
          onClose={() => setView({ kind: "status" })}
          onDisabled={() => {
            setView({ kind: "status" });
            notify(TWO_FACTOR_OFF);
          }}
        />
      )}
      {view.kind === "regenerate" && (
        <RegenerateCodesDialog
          onClose={() => setView({ kind: "status" })}
          onCodes={(codes) => showCodes(codes, "New recovery codes made; the old ones no longer work.")}
        />
      )}
    </section>
  );
}
