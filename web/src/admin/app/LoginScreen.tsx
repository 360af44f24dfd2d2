import { useState, type FormEvent } from "react";
import { NO_RESPONSE_MESSAGE } from "../../../../common/constants";
import { ApiError } from "../../lib/api/errors";
import { TextField } from "../components/ui/Field";
import { FormError } from "../components/ui/FieldError";
import { useLogin } from "../features/account/api";
import { SecondFactorField, secondFactor } from "../features/account/SecondFactorField";
import { useFieldErrors } from "../hooks/useFieldErrors";
import { serverErrors } from "../lib/fieldErrors";
import type { AdminHost } from "../lib/adminHost";
import { SiteBrand, useSiteInfo } from "./SiteBrand";
import { websiteUrl } from "./websiteUrl";
import { siteNameOf } from "../../../../common/siteName";

interface Props {
  host: AdminHost;
  onSignedIn: (username: string) => void;
}

const LOGIN_RULES = {
  labels: { username: "Username", password: "Password", code: "Code" },
  fieldOf: (path: string) => (path === "otp" || path === "recovery_code" ? "code" : null),
};
const LOGIN_ERROR_ID = "login-error";

/** True for the server's "password right, now a two-factor code" answer (its code; the flag for servers from before the codes). */
function asksForCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return error.code === "two_factor_required" || (error.body as { two_factor_required?: unknown } | null)?.two_factor_required === true;
}

/**
 * Login screen: username and password ('Login' / 'Logging in...'), then, when two-factor sign-in is on, the
 * authenticator app's code or a recovery code; Back to Website.
 */
export function LoginScreen({ host, onSignedIn }: Props) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [step, setStep] = useState<"password" | "code">("password");
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  // The refusal is said above the fields (it rarely names one); a refused code marks the code field with it too.
  const problems = useFieldErrors(LOGIN_RULES);
  const [codeRefused, setCodeRefused] = useState(false);
  const login = useLogin();
  const siteInfo = useSiteInfo();
  const site = siteInfo.data;
  const siteName = site ? siteNameOf(site, "") : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step === "password") {
      const missing = Object.fromEntries(
        (["username", "password"] as const)
          .filter((key) => !(key === "username" ? username.trim() : password))
          .map((key) => [key, `${LOGIN_RULES.labels[key]} is required`]),
      );
      if (problems.show(missing)) return;
    }
    problems.clear();
    setBusy(true);
    try {
      const answer = await login.mutateAsync({ username: username.trim(), password, code: step === "code" ? secondFactor(code, recovery) : undefined });
      await host.tokenStore.set(answer.access_token);
      onSignedIn(username.trim());
    } catch (caught) {
      setBusy(false);
      if (asksForCode(caught)) {
        setStep("code");
        return;
      }
      if (step === "code") setCode("");
      setCodeRefused(step === "code" && "code" in serverErrors(caught, LOGIN_RULES));
      problems.show({}, caught instanceof ApiError ? (caught.status === null ? NO_RESPONSE_MESSAGE : (caught.detail ?? "Login failed")) : "Login failed");
    }
  }

  function startOver() {
    setStep("password");
    setPassword("");
    setCode("");
    setRecovery(false);
    setCodeRefused(false);
    problems.clear();
  }

  const codeStep = step === "code";
  return (
    <main className="login-screen">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title" noValidate {...problems.scope}>
        {siteName ? (
          <SiteBrand name={siteName} logoUrl={site?.logo_url} logoDarkUrl={site?.logo_dark_url} />
        ) : (
          siteInfo.isPending && <div className="site-brand" aria-hidden="true" />
        )}
        <h1 id="login-title">{codeStep ? "Two-Factor Sign-In" : "Admin Login"}</h1>
        <p className="muted">
          {codeStep
            ? recovery
              ? `Signing in as ${username.trim()}: enter one of your recovery codes.`
              : `Signing in as ${username.trim()}: enter the code from your authenticator app.`
            : "Sign in to manage your hosting website."}
        </p>
        <FormError id={LOGIN_ERROR_ID}>{problems.summary}</FormError>
        {codeStep ? (
          <SecondFactorField
            value={code}
            onChange={setCode}
            recovery={recovery}
            onRecoveryChange={setRecovery}
            autoFocus
            problemId={codeRefused && problems.summary ? LOGIN_ERROR_ID : undefined}
          />
        ) : (
          <>
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              required
              value={username}
              error={problems.error("username")}
              onChange={(e) => (setUsername(e.target.value), problems.clear("username"))}
              autoFocus
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={problems.error("password")}
              onChange={(e) => (setPassword(e.target.value), problems.clear("password"))}
            />
          </>
        )}
        <button type="submit" className="button primary block" disabled={busy}>
          {codeStep ? (busy ? "Verifying..." : "Verify") : busy ? "Logging in..." : "Login"}
        </button>
        <div className="login-links">
          <a href={websiteUrl(host)} {...(host.platform === "desktop" ? { target: "_blank", rel: "noreferrer" } : {})}>
            ← Back to Website
          </a>
          {codeStep && (
            <button type="button" className="link-button" onClick={startOver}>
              Start over
            </button>
          )}
          {host.onChangeServer && (
            <button type="button" className="link-button" onClick={host.onChangeServer}>
              Change server
            </button>
          )}
        </div>
      </form>
    </main>
  );
}
