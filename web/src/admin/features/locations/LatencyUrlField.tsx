import { useState } from "react";
import type { UrlCheckResult } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { useCheckUrl } from "./api";
import { urlCheckVerdict } from "./urlCheck";

interface Props {
  value: string;
  onChange: (url: string) => void;
  error?: string | null;
  /** The address's own problem (the schema's), found before it is sent to be checked; null when fine. */
  problemOf: (url: string) => string | null;
  /** Puts a problem at the field (the one the check found before sending, or the server's refusal). */
  onProblem: (message: string) => void;
}

/**
 * The latency test URL and its "Test URL" button: the server asks the address once and the panel says what it
 * answered (status, time, whether visitors' browsers may read it, what to change when not). The verdict belongs
 * to the address it was made for: editing the address hides it.
 */
export function LatencyUrlField({ value, onChange, error, problemOf, onProblem }: Props) {
  const check = useCheckUrl();
  const [answer, setAnswer] = useState<{ url: string; result: UrlCheckResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const url = value.trim();
  const verdict = answer && answer.url === url ? urlCheckVerdict(answer.result) : null;

  async function test() {
    setFailure(null);
    const problem = problemOf(url);
    if (problem) return onProblem(problem);
    try {
      setAnswer({ url, result: await check.mutateAsync(url) });
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (!isStatus(caught, 401)) setFailure(`The URL could not be checked: ${errorText(caught)}`);
    }
  }

  return (
    <div className="field-wide latency-url">
      <div className="latency-url-row">
        <TextField
          label="Latency test URL"
          type="url"
          inputMode="url"
          placeholder="https://fra.example.net/ping"
          value={value}
          error={error}
          onChange={(event) => {
            onChange(event.target.value);
            setFailure(null);
          }}
          hint="Visitors' browsers fetch it to measure their latency to this location. Empty: no latency test here."
        />
        <button type="button" className="button" onClick={test} disabled={url === "" || check.isPending}>
          {check.isPending ? "Testing..." : "Test URL"}
        </button>
      </div>
      <div className="latency-url-result" role="status">
        {verdict && (
          <p className={`url-check url-check-${verdict.tone}`} data-tone={verdict.tone}>
            <span className="url-check-mark" aria-hidden="true">
              {verdict.tone === "ok" ? "✓" : "!"}
            </span>
            <span>
              {verdict.text}
              {verdict.hint && <span className="url-check-hint">{verdict.hint}</span>}
            </span>
          </p>
        )}
        {failure && <p className="url-check url-check-error">{failure}</p>}
      </div>
    </div>
  );
}
