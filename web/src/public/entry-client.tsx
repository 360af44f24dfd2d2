import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { loadPageData } from "./loadPageData";
import { pageKindOf, type PageKind, type PublicPageData } from "../../../common/publicPages";
import { PAGE_DATA_ID } from "./pageData";
import type { MarkdownRenderer } from "./pages/LegalPage";
import { pageMeta } from "./seo/head";

/** The markdown renderer is a separate chunk, fetched on legal pages only (not part of the home page's JS). */
async function markdownFor(page: PageKind): Promise<MarkdownRenderer | undefined> {
  if (page !== "terms" && page !== "privacy") return undefined;
  return (await import("../lib/markdown/MarkdownContent")).MarkdownContent;
}

function embeddedData(): PublicPageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PublicPageData;
  } catch {
    return null;
  }
}

/** Hydrates the server-rendered page; without server data (no SSR bundle) it fetches the data and renders. */
async function start(): Promise<void> {
  const root = document.getElementById("root");
  if (!root) return;
  const embedded = embeddedData();
  if (embedded) {
    const Markdown = await markdownFor(embedded.page);
    hydrateRoot(root, <App data={embedded} Markdown={Markdown} />);
    return;
  }
  const page = pageKindOf(window.location.pathname.replace(/\/+$/, "") || "/");
  const [data, Markdown] = await Promise.all([loadPageData(page), markdownFor(page)]);
  const meta = pageMeta(data, { publicUrl: window.location.origin, path: window.location.pathname });
  document.title = meta.title;
  createRoot(root).render(<App data={data} Markdown={Markdown} />);
}

void start();
