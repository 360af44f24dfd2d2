import type { Page } from "playwright-core";
import { TEST_ADMIN } from "../../../../server/test/testServer";

/** Fills the login form as a person would and waits for the panel. */
export async function signIn(page: Page, credentials = TEST_ADMIN): Promise<void> {
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Logout" }).waitFor();
}

/** Opens a tab of the panel by its name. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name }).click();
  await page.getByRole("tab", { name, selected: true }).waitFor();
}

/** The text of the newest toast. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator(".toast").last();
  await toast.waitFor();
  return (await toast.innerText()).replace(/×\s*$/, "").trim();
}
