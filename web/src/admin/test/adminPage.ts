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

/** Waits for a toast with exactly this text; fails listing the toasts shown instead. */
export async function expectToast(page: Page, text: string): Promise<void> {
  try {
    await page.locator(".toast > span").getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  } catch {
    const shown = await page.locator(".toast > span").allInnerTexts();
    throw new Error(`expected toast "${text}", shown: ${JSON.stringify(shown)}`);
  }
}
