// `npm run admin:password`: sets a new administrator password from the command line (server stopped).
// The new password comes from ADMIN_PASSWORD, else it is asked for (hidden; an empty answer prints a random one).
// Without a terminal to ask on, ADMIN_PASSWORD is required: nothing is changed without it.
import { createInterface } from "node:readline";
import { PASSWORD_MIN_LENGTH } from "../common/contracts";
import { generatePassword } from "../server/src/auth/password";
import { setAdminPassword } from "../server/src/auth/adminAccount";
import { loadConfig } from "../server/src/config";
import { stdoutLogger } from "../server/src/logging/logger";
import { openStore } from "../server/src/store/openStore";
import { openSessionStore } from "../server/src/store/sessions/openSessionStore";

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WritableStream };
  output._writeToOutput = (text) => (text.includes(question) ? output.output.write(text) : undefined);
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = stdoutLogger(config);
  let password = config.adminPassword ?? "";
  let generated = false;
  if (!password && !process.stdin.isTTY) {
    throw new Error(
      "No new password given, and there is no terminal to ask for one: nothing was changed. Set ADMIN_PASSWORD (ADMIN_PASSWORD=... npm run admin:password) or run the command in a terminal.",
    );
  }
  if (!password) password = await ask(`New admin password (at least ${PASSWORD_MIN_LENGTH} characters, empty = generate): `);
  if (!password) {
    password = generatePassword();
    generated = true;
  }
  if (password.length < PASSWORD_MIN_LENGTH) throw new Error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  const { store, coordination } = await openStore(config, logger);
  try {
    await setAdminPassword(store, password, config.adminUsername);
    const sessions = await openSessionStore(store, config.dataDir, logger);
    await sessions.removeAllExcept(null);
    await sessions.close();
  } finally {
    await coordination.close();
    await store.close();
  }
  console.log(`Password for "${config.adminUsername ?? store.snapshot().admin?.username}" changed; every signed-in session has been signed out.`);
  if (generated) console.log(`New password: ${password}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
