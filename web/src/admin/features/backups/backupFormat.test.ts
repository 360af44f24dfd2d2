import { describe, expect, it } from "vitest";
import { backupFileName, readBackupText, reasonLabel, restoreQuestion } from "./backupFormat";

describe("backup formatting", () => {
  it("names every reason readably", () => {
    expect(reasonLabel("initial")).toBe("Initial (first start)");
    expect(reasonLabel("daily")).toBe("Daily (automatic)");
    expect(reasonLabel("manual")).toBe("Manual");
    expect(reasonLabel("pre-restore")).toBe("Before a restore");
    expect(reasonLabel("pre-migration-v2")).toBe("Before a data update (from version 2)");
    expect(reasonLabel("something-new")).toBe("Something new");
  });
  it("names the download after the backup's date", () => {
    expect(backupFileName("2024-05-06T10:00:00.000Z")).toBe("site-backup-2024-05-06.json");
    expect(backupFileName(undefined, new Date("2025-01-02T03:00:00Z"))).toBe("site-backup-2025-01-02.json");
  });
  it("reads a file's JSON or says it is not JSON", () => {
    expect(readBackupText('{"format":"hostsite-backup","created_at":"2024-05-06T10:00:00Z"}')).toMatchObject({ ok: true, createdAt: "2024-05-06T10:00:00Z" });
    expect(readBackupText("[1,2]")).toMatchObject({ ok: true, createdAt: null });
    expect(readBackupText("not json")).toEqual({ ok: false, problem: "the file is not valid JSON." });
  });
  it("the confirmation says the data is replaced and a backup is taken first", () => {
    const text = restoreQuestion("b.json", "2024-05-06", () => "6 May");
    expect(text).toContain('"b.json" (made 6 May)');
    expect(text).toContain("will be replaced");
    expect(text).toContain("A backup of the current data is taken first");
  });
});
