import { useState } from "react";
import type { TwoFactorSetup } from "../../../../../common/schemas";
import { useAdmin } from "../../app/context";
import { errorText } from "../../api/http";
import { useFeedback } from "../../components/ui/Feedback";
import { useLoad } from "../../hooks/useAsync";
import { RecoveryCodesList } from "./RecoveryCodesList";
import { DisableTwoFactorDialog, RegenerateCodesDialog } from "./TwoFactorDialogs";
import { TwoFactorSetupForm } from "./TwoFactorSetupForm";

type View = { kind: "status" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] } | { kind: "disable" } | { kind: "regenerate" };

/** Two-factor sign-in: turn on (QR code, key, confirm, recovery codes), new recovery codes, turn off. */
export function TwoFactorPanel() {
  const { api, username, logoutOn401 } = useAdmin();
  const { notify } = useFeedback();
  const status = useLoad(() => api.twoFactorStatus(), [api]);
  const [view, setView] = useState<View>({ kind: "status" });
  const [starting, setStarting] = useState(false);

  async function startSetup() {
    setStarting(true);
    try {
      setView({ kind: "setup", setup: await api.startTwoFactorSetup() });
    } catch (caught) {
      if (!logoutOn401(caught)) notify(`Could not start the setup: ${errorText(caught)}`, "error");
    } finally {
      setStarting(false);
    }
  }

  function showCodes(codes: string[], message: string) {
    setView({ kind: "codes", codes });
    notify(message);
    void status.reload();
  }

  const enabled = status.value?.enabled ?? false;
  return (
    <section className="panel account-panel" aria-labelledby="two-factor-title">
      <div className="panel-title-row">
        <h2 id="two-factor-title">Two-Factor Sign-In</h2>
        {status.value && <span className={`badge ${enabled ? "badge-green" : "badge-gray"}`}>{enabled ? "On" : "Off"}</span>}
      </div>
      {status.error !== null && !status.value && (
        <p className="form-error" role="alert">
          Error loading two-factor status: {errorText(status.error)}
        </p>
      )}
      {view.kind === "setup" && (
        <TwoFactorSetupForm setup={view.setup} onEnabled={(codes) => showCodes(codes, "Two-factor sign-in is on.")} onCancel={() => setView({ kind: "status" })} />
      )}
      {view.kind === "codes" && <RecoveryCodesList codes={view.codes} username={username} onDone={() => setView({ kind: "status" })} />}
      {view.kind !== "setup" && view.kind !== "codes" && status.value && (
        <>
          <p className="muted">
            {enabled
              ? `Signing in asks for a code from your authenticator app after the password. ${status.value.recovery_codes_left} of 10 recovery codes left.`
              : "Add a second step to signing in: after the password, a 6-digit code from an authenticator app on your phone. A stolen password alone is then not enough."}
          </p>
          {enabled && status.value.recovery_codes_left <= 3 && (
            <p className="warning">Only {status.value.recovery_codes_left} recovery codes are left: make new ones.</p>
          )}
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
              <button type="button" className="button primary" onClick={startSetup} disabled={starting}>
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
            notify("Two-factor sign-in is off.");
            void status.reload();
          }}
        />
      )}
      {view.kind === "regenerate" && <RegenerateCodesDialog onClose={() => setView({ kind: "status" })} onCodes={(codes) => showCodes(codes, "New recovery codes made; the old ones no longer work.")} />}
    </section>
  );
}
