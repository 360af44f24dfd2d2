import { SAFE_HREF_PROBLEM, safeHref } from "../../../../../common/contracts";

const HREF = safeHref();

export const HREF_HINT = "A full address (https://…, mailto:…), a page of this site (/order) or a section (#contact)";
const HREF_PROBLEM = SAFE_HREF_PROBLEM;

/** The server's rule for links shown on the website: http(s), mailto:, "/path" or "#anchor"; empty is fine. Null when fine. */
export function hrefProblem(value: string): string | null {
  return HREF.safeParse(value).success ? null : HREF_PROBLEM;
}
