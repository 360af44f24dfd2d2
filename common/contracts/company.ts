import { z } from "zod";
import { defineResource } from "./endpoint";
import { integer, isEmailAddress, lineList, LIMITS, text } from "./fields";
import { translationsAnswer, translationsInput } from "./translations";

const email = text(LIMITS.email).refine((v) => v === "" || isEmailAddress(v), "must be an e-mail address");

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
    translations: translationsInput(COMPANY_TEXT_FIELDS, "the company"),
  })
  .partial();
export type CompanyInfoInput = z.output<typeof CompanyInfoInputSchema>;

/** The company behind the site: shown in the footer, the about section, the maintenance page and e-mails. */
export const CompanyInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  /** Where contact form messages are sent. */
  contact_email: z.string(),
  phone: z.string(),
  founded_year: z.number().int().nullable(),
  address: z.string(),
  features: z.array(z.string()),
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
    description: "Only the fields sent change; `translations` only the languages and fields sent (null or empty removes one).",
    body: CompanyInfoInputSchema,
    response: CompanyInfoSchema,
    errors: [400],
  },
});
