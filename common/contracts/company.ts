import { z } from "zod";
import { defineResource } from "./endpoint";
import { integer, isEmailAddress, lineList, LIMITS, rule, text } from "./fields";
import { translationsAnswer, translationsInput } from "./translations";
import { normalizeVatId, VAT_ID_MAX, vatIdProblem } from "../vatId";

const email = text(LIMITS.email).refine((v) => v === "" || isEmailAddress(v), rule("invalid_email", "must be an e-mail address"));

/** How many managing directors (or board members) the imprint names at most. */
export const MANAGING_DIRECTORS_MAX = 20;

/**
 * A VAT identification number of an EU member state in its country's format (common/vatId.ts), stored without
 * spaces and in upper case; empty: none.
 */
const vatId = () =>
  text(VAT_ID_MAX)
    .superRefine((value, ctx) => {
      const problem = vatIdProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(normalizeVatId);

/**
 * The facts German and Austrian law ask a commercial site's imprint to state, with their rules.
 * They are legal facts, the same in every language, so they have no translations.
 */
const IMPRINT_FIELDS = {
  legal_form: text(100),
  /** One name per entry (a text is taken one name per line). */
  managing_directors: lineList(MANAGING_DIRECTORS_MAX, LIMITS.name),
  register_court: text(LIMITS.title),
  register_number: text(100),
  vat_id: vatId(),
  supervisory_authority: text(LIMITS.shortText),
};

/** The imprint's facts of a company that has stated none (a new site, the demo, data from before they existed). */
export function emptyImprintFacts() {
  return { legal_form: "", managing_directors: [] as string[], register_court: "", register_number: "", vat_id: "", supervisory_authority: "" };
}

/** The company's texts that have translations, with their rules. */
export const COMPANY_TEXT_FIELDS = { tagline: text(LIMITS.title), description: text(LIMITS.text), features: lineList() };

export const CompanyInfoInputSchema = z
  .object({
    name: text(LIMITS.name),
    tagline: text(LIMITS.title),
    description: text(LIMITS.text),
    contact_email: email,
    phone: text(50),
    founded_year: z.union([integer(1800, 2200), z.null(), z.literal("")]).transform((v) => (v === "" ? null : v)),
    address: text(LIMITS.shortText),
    features: lineList(),
    ...IMPRINT_FIELDS,
    translations: translationsInput(COMPANY_TEXT_FIELDS, "the company"),
  })
  .partial();
export type CompanyInfoInput = z.output<typeof CompanyInfoInputSchema>;

/** The company behind the site: shown in the footer, the about section, the imprint, the maintenance page and e-mails. */
const CompanyInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  /** Where contact form messages are sent. */
  contact_email: z.string(),
  phone: z.string(),
  founded_year: z.number().int().nullable(),
  address: z.string(),
  features: z.array(z.string()),
  /** The legal form, e.g. GmbH, UG (haftungsbeschränkt), e.U. (empty: not stated). */
  legal_form: z.string(),
  /** Who represents the company: its managing directors or board, one name per entry. */
  managing_directors: z.array(z.string()),
  /** The court keeping the commercial register, e.g. Amtsgericht Berlin-Charlottenburg. */
  register_court: z.string(),
  /** The entry in that register, e.g. HRB 123456 or FN 123456a. */
  register_number: z.string(),
  /** The VAT identification number, e.g. DE123456789 (upper case, without spaces). */
  vat_id: z.string(),
  /** The authority that supervises a licensed trade, where there is one. */
  supervisory_authority: z.string(),
  /** Answered to the admin only; the public site info has the texts in the asked language. */
  translations: translationsAnswer({ tagline: z.string(), description: z.string(), features: z.array(z.string()) }),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** The company as visitors' pages get it: its texts in the asked language. */
export const PublicCompanyInfoSchema = CompanyInfoSchema.omit({ translations: true });
export type PublicCompanyInfo = z.infer<typeof PublicCompanyInfoSchema>;

export const companyApi = defineResource("company", {
  get: {
    method: "GET",
    path: "/api/admin/company-info",
    access: "admin",
    summary: "The company's details",
    response: CompanyInfoSchema,
  },
  update: {
    method: "PUT",
    path: "/api/admin/company-info",
    access: "admin",
    summary: "Change the company's details",
    description:
      "Only the fields sent change; `translations` only the languages and fields sent (null or empty removes one). `vat_id` must be an EU member state's VAT identification number in its country's format (or empty), and is stored in upper case without spaces; `managing_directors` is a list of names (a text is taken one name per line). The imprint is made from these fields until it is edited.",
    body: CompanyInfoInputSchema,
    response: CompanyInfoSchema,
    errors: [400],
  },
});
