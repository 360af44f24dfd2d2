import type { Logger } from "../logging/logger";
import type { Store } from "../store/types";
import { generatePassword, hashPassword } from "./password";

/**
 * On first start creates the one administrator from ADMIN_USERNAME / ADMIN_PASSWORD, or with a generated
 * password printed once to the log. Later starts leave the account alone.
 */
export async function ensureAdminAccount(store: Store, env: { username: string; password?: string }, logger: Logger): Promise<void> {
  if (store.snapshot().admin) return;
  const password = env.password || generatePassword();
  const password_hash = await hashPassword(password);
  // Another instance sharing the database may have created it meanwhile: then keep that one.
  const created = await store.update(["admin"], (draft) => {
    if (draft.admin) return false;
    draft.admin = { username: env.username, password_hash, token_version: 1, updated_at: new Date().toISOString() };
    return true;
  });
  if (!created) return;
  if (!env.password) {
    logger.warn(
      `\n${"=".repeat(64)}\n  Admin account created.\n  Username: ${env.username}\n  Password: ${password}\n  This password is shown only once. Change it in the admin panel\n  or with: npm run admin:password\n${"=".repeat(64)}`,
    );
  } else {
    logger.info(`admin account "${env.username}" created from ADMIN_PASSWORD`);
  }
}

/** Sets a new password and ends every existing session (token version bump). */
export async function setAdminPassword(store: Store, newPassword: string, username?: string): Promise<number> {
  const password_hash = await hashPassword(newPassword);
  return store.update(["admin"], (draft) => {
    const current = draft.admin;
    const token_version = (current?.token_version ?? 0) + 1;
    draft.admin = {
      ...current,
      username: username ?? current?.username ?? "admin",
      password_hash,
      token_version,
      updated_at: new Date().toISOString(),
    };
    return token_version;
  });
}
