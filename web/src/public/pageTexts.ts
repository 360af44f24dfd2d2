import type { PageTexts } from "../../../common/contracts";
import { publicApi } from "../lib/publicApi";

let asked: Promise<PageTexts> | null = null;

/**
 * The texts the page's scripts show after hearing from the server (the status badge's states and reasons, the
 * contact form's messages), in the page's language: GET /api/page-texts, asked once per page and only when a module
 * needs them, so the page itself does not carry them. A failed ask is made again the next time they are needed.
 */
export function pageTexts(): Promise<PageTexts> {
  asked ??= publicApi.pageTexts(document.documentElement.lang).catch((error: unknown) => {
    asked = null;
    throw error;
  });
  return asked;
}
