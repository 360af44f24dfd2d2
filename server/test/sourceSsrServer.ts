import { afterAll, beforeAll } from "vitest";
import { sourceSsrBuild, type SourceSsrBuild } from "./sourceSsrBuild";
import { startTestServer, type TestServer } from "./testServer";

/** A test file's server and the admin's token, once its `beforeAll` has run. */
interface SourceSsrServer {
  readonly server: TestServer;
  readonly token: string;
}

/**
 * The real app with the public pages' real renderer (sourceSsrBuild) for one test file, signed in as the admin:
 * started before its tests, stopped (and the build removed) after them. `env` adds to the server's environment.
 */
export function useSourceSsrServer(env: Record<string, string> = {}): SourceSsrServer {
  let build: SourceSsrBuild | undefined;
  const state: { server?: TestServer; token?: string } = {};
  beforeAll(async () => {
    build = await sourceSsrBuild();
    state.server = await startTestServer({ env: { ...build.env, ...env } });
    state.token = await state.server.login();
  });
  afterAll(async () => {
    await state.server?.stop();
    await build?.remove();
  });
  return {
    get server() {
      return state.server!;
    },
    get token() {
      return state.token!;
    },
  };
}
