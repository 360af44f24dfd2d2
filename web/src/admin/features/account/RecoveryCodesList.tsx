import { useCopyCode } from "../../../public/hooks/useCopyCode";
import { downloadText } from "../../lib/download";

interface Props {
  codes: string[];
  username: string;
  onDone: () => void;
}

/** The text saved by "Download codes". */
export function recoveryCodesFile(codes: string[], username: string, site: string, date = new Date()): string {
  return [
    `Recovery codes for the admin account "${username}" at ${site}`,
    `Made ${date.toISOString().slice(0, 10)}. Each code signs in once, instead of the authenticator app's code.`,
    "Keep them somewhere safe, away from your phone.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** New recovery codes, shown once: copy, download, then confirm they are saved. */
export function RecoveryCodesList({ codes, username, onDone }: Props) {
  const [copyState, copy] = useCopyCode();
  const site = window.location.host || "the admin panel";
  return (
    <div className="recovery-codes-box" role="region" aria-label="Recovery codes">
      <p className="warning">Save these recovery codes now: they are shown only this once. If you lose your phone, each code lets you sign in one time.</p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => copy(codes.join("\n"))}>
          {copyState === "copied" ? "Copied!" : "Copy codes"}
        </button>
        <button type="button" className="button" onClick={() => downloadText("recovery-codes.txt", recoveryCodesFile(codes, username, site), "text/plain")}>
          Download codes
        </button>
        <button type="button" className="button primary" onClick={onDone}>
          I have saved them
        </button>
        <span className="muted small" role="status">
          {copyState === "failed" ? "Copying failed: select the codes and copy them by hand." : ""}
        </span>
      </div>
    </div>
  );
}
