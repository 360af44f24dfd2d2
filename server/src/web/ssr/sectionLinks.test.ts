import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";
import { scaledMs } from "../../../test/machine";

/** The menu and the feature cards never link to a home page section that is not there. */
let build: SourceSsrBuild;
let server: TestServer;
let token: string;
beforeAll(async () => {
  build = await sourceSsrBuild();
  server = await startTestServer({ env: { ...build.env, DEMO_CONTENT: "false" } });
  token = await server.login();
}, scaledMs(120_000));
afterAll(async () => {
  await server?.stop();
  build?.remove();
});

const admin = async (path: string, method: string, body?: unknown) => {
  const answer = await server.api(path, { method, body, token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

/** The addresses of the links in the page's menu (its <nav>), and the feature cards' links. */
async function linksOf(path: string) {
  const html = (await server.api(path)).text;
  const nav = html.slice(html.indexOf('id="site-nav"'), html.indexOf("</nav>"));
  const hrefs = (part: string, className: string) => [...part.matchAll(new RegExp(`class="${className}" href="([^"]*)"`, "g"))].map((match) => match[1]);
  return { menu: [...hrefs(nav, "nav-link"), ...hrefs(nav, "dropdown-link")], cards: hrefs(html, "feature-link") };
}

describe("links to home page sections", () => {
  it(
    "are left out while their section is missing (a deleted category, the FAQ without questions), and come back with it",
    { timeout: scaledMs(60_000) },
    async () => {
      await admin("/api/admin/hosting-categories", "POST", { key: "web", display_name: "Web hosting", type: "shared", is_active: true });
      const vps = await admin("/api/admin/hosting-categories", "POST", { key: "vps", display_name: "VPS", type: "vps", is_active: true });
      await admin("/api/admin/navigation", "PUT", [
        { label: "Home", href: "#home" },
        { label: "VPS", href: "#vps" },
        { label: "Questions", href: "#faq" },
        {
          label: "Company",
          href: "/#about",
          dropdown_items: [
            { label: "Old offers", href: "/#offers" },
            { label: "Contact", href: "#contact" },
          ],
        },
        { label: "Terms", href: "/terms" },
      ]);
      await admin("/api/admin/content/features", "PUT", {
        cards: [
          { icon: "vps", title: "Servers", description: "Your own", href: "#vps" },
          { icon: "support", title: "Help", description: "Answers", href: "#faq" },
        ],
      });

      // No FAQ yet: its menu entry and card link are left out, and so is the dropdown entry to a section never there.
      expect(await linksOf("/")).toEqual({ menu: ["#home", "#vps", "/#about", "/terms", "#contact"], cards: ["#vps"] });
      expect((await linksOf("/terms")).menu).toEqual(["/#home", "/#vps", "/#about", "/terms", "/#contact"]);

      await admin("/api/admin/faq", "PUT", [{ question: "Do you back up?", answer: "Every night." }]);
      // (Without any category the home page shows its standard sections, #vps among them: one category stays.)
      await admin(`/api/admin/hosting-categories/${vps.id}`, "DELETE");
      expect(await linksOf("/")).toEqual({ menu: ["#home", "#faq", "/#about", "/terms", "#contact"], cards: ["#faq"] });
      expect((await linksOf("/terms")).menu).toEqual(["/#home", "/#faq", "/#about", "/terms", "/#contact"]);
    },
  );
});
