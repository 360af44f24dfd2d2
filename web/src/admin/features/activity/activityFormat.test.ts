import { describe, expect, it } from "vitest";
import { actionLabel } from "./activityFormat";

describe("activity action labels", () => {
  it("names sign-ins and the changes the server records", () => {
    expect(actionLabel("login")).toBe("Signed in");
    expect(actionLabel("login_failed")).toBe("Failed sign-in");
    expect(actionLabel("hosting-plans.update")).toBe("Hosting plan updated");
    expect(actionLabel("hosting-plans.create")).toBe("Hosting plan created");
    expect(actionLabel("promo-codes.delete")).toBe("Promo code deleted");
    expect(actionLabel("company-info.update")).toBe("Company info updated");
    expect(actionLabel("content.hero.create")).toBe("Hero content created");
    expect(actionLabel("backups.restore.create")).toBe("Backup restored");
    expect(actionLabel("contact-submissions.read.update")).toBe("Message marked as read");
    expect(actionLabel("2fa.enable")).toBe("Two-factor sign-in turned on");
    expect(actionLabel("2fa.codes_locked")).toBe("Two-factor codes locked");
    expect(actionLabel("session.revoke_others")).toBe("Other sessions signed out");
  });
  it("falls back to the action's own words", () => {
    expect(actionLabel("new-thing.update")).toBe("New thing updated");
    expect(actionLabel("odd")).toBe("Odd");
    expect(actionLabel("x.y.patchy")).toBe("X y patchy");
  });
});
