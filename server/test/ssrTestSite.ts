import { expect } from "vitest";
import { eventually } from "./eventually";
import { installTestSite } from "./fixtures/testSite";
import { sourceSsrBuild } from "./sourceSsrBuild";
import { startTestServer, type TestServer } from "./testServer";

/**
 * The real app with the public pages' real renderer (compiled from source), signed in; with the tests' own site
 * (TEST_SITE) unless `demo` keeps the demo content a new data folder starts with.
 */
export interface SsrTestSite {
  server: TestServer;
  /** The server's API (TestServer.api). */
  api: TestServer["api"];
  /** The administrator's token. */
  token: string;
  stop(): Promise<void>;
}

export async function startSsrTestSite(env: Record<string, string> = {}, options: { demo?: boolean } = {}): Promise<SsrTestSite> {
  const build = await sourceSsrBuild();
  const server = await startTestServer({ env: { ...build.env, ...env } });
  if (!options.demo) await installTestSite(server.site.deps.store);
  const stop = async () => {
    await server.stop();
    await build.remove();
  };
  return { server, api: server.api, token: await server.login(), stop };
}

/** A page as visitors get it once its markdown is rendered (a busy machine may first send it with the text pending). */
export function renderedPage(api: TestServer["api"], path: string) {
  return eventually(async () => {
    const answer = await api(path);
    expect(answer.text).not.toContain('data-markdown="pending"');
    return answer;
  }, 30_000);
}
