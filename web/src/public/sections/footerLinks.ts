/** A link of the footer: its text and address. */
export interface FooterLink {
  label: string;
  href: string;
}

const key = (label: string) => label.trim().toLocaleLowerCase();

/**
 * The Company group: the standard links, then the site's own pages marked for the footer, each entry once. A page
 * named like a standard link to a section of the home page ("About us" → #about) takes that link's place, so the
 * owner's page is what visitors find; any other link with the name or address of an earlier one is left out (the
 * same page marked for the footer and among the standard links, or two pages of the same name).
 */
export function companyLinks(standard: readonly FooterLink[], pages: readonly FooterLink[]): FooterLink[] {
  const links = [...standard];
  for (const page of pages) {
    const sameName = links.findIndex((link) => key(link.label) === key(page.label));
    if (sameName >= 0 && links[sameName].href.startsWith("#") && !pages.includes(links[sameName])) {
      links[sameName] = page;
      continue;
    }
    if (sameName >= 0 || links.some((link) => link.href === page.href)) continue;
    links.push(page);
  }
  return links;
}
