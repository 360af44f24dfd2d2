import { parseLines, type Plan, type PlanInput } from "../../../../../common/contracts";
import type { Language } from "../../../../../common/i18n/languages";
import { toTextDrafts, translationsBody, untranslatedCount, type TextDrafts } from "../../lib/translations";

/** A plan's texts that have translations: its name, and its features as one list (one per line in the editor). */
const PLAN_TEXT_FIELDS = ["name", "features"] as const;

export const planTextDrafts = (plan: Partial<Plan> | null): TextDrafts => toTextDrafts(plan?.translations, PLAN_TEXT_FIELDS);

/** The plan's translations as a save sends them (every language; an empty one removed). */
export const planTranslationsBody = (drafts: TextDrafts, defaultLanguage: Language): PlanInput["translations"] =>
  translationsBody(drafts, PLAN_TEXT_FIELDS, defaultLanguage, ["features"]) as PlanInput["translations"];

/** How many of the plan's texts (as the dialog holds them) have no translation in `language`. */
export function planUntranslated(form: { name: string; features: string }, drafts: TextDrafts, language: Language, defaultLanguage: Language): number {
  const record = { name: form.name, features: parseLines(form.features), translations: planTranslationsBody(drafts, defaultLanguage) };
  return untranslatedCount(record, language, PLAN_TEXT_FIELDS);
}
