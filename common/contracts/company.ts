import { z } from "zod";
import { integer, isEmailAddress, lineList, LIMITS, text } from "./fields";

const email = text(LIMITS.email).refine((v) => v === "" || isEmailAddress(v), "must be an e-mail address");

export const CompanyInfoSchema = z
  .object({
    name: text(LIMITS.name),
    tagline: text(LIMITS.title),
    description: text(LIMITS.text),
    contact_email: email,
    phone: text(50),
    founded_year: z.union([integer(1800, 2200), z.null(), z.literal("")]).transform((v) => (v === "" ? null : v)),
    address: text(LIMITS.shortText),
    features: lineList(),
  })
  .partial();
export type CompanyInfoInput = z.output<typeof CompanyInfoSchema>;

export interface CompanyInfo {
  name: string;
  tagline: string;
  description: string;
  contact_email: string;
  phone: string;
  founded_year: number | null;
  address: string;
  features: string[];
}
