// `npm run admin:2fa -- --disable`: turns two-factor sign-in off from the server's shell, for an administrator
// who lost the phone and the recovery codes. `--status` (or no option) shows whether it is on.
// With the JSON store the server must be stopped (it holds the data dir); with DATABASE_URL it may keep running.
import { disableTwoFactor, twoFactorStatus } from "../server/src/auth/twoFactor";
import { loadConfig } from "../server/src/config";
import { stdoutLogger } from "../server/src/logging/logger";
import { openStore } from "../server/src/store/openStore";

const USAGE = "Usage: npm run admin:2fa -- --disable   (turn two-factor sign-in off)\n       npm run admin:2fa -- --status    (show whether it is on)";

async function main(args: string[]): Promise<void> {
  const action = args[0] ?? "--status";
  if (args.length > 1 || !["--disable", "--status"].includes(action)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const { store, coordination } = await openStore(config, stdoutLogger(config));
  try {
    const username = store.snapshot().admin?.username ?? "admin";
    if (action === "--status") {
      const status = twoFactorStatus(store.snapshot().admin);
      console.log(
        status.enabled
          ? `Two-factor sign-in is on for "${username}" (${status.recovery_codes_left} recovery codes left).`
          : `Two-factor sign-in is off for "${username}".`,
      );
      return;
    }
    if (!(await disableTwoFactor(store))) {
      console.log(`Two-factor sign-in was already off for "${username}".`);
      return;
    }
    await store.activity.add({
      timestamp: new Date().toISOString(),
      action: "2fa.disable",
      actor: username,
      ip: "",
      user_agent: "npm run admin:2fa",
      target: "",
      detail: "two-factor sign-in turned off from the server's shell",
      success: true,
    });
    console.log(`Two-factor sign-in is now off for "${username}": sign in with the password, then set it up again in the Account tab.`);
  } finally {
    await coordination.close();
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
