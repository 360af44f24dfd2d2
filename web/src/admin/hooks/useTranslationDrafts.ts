import { useState } from "react";
import type { Language } from "../../../../common/i18n/languages";
import { draftText, toTextDrafts, translationsBody, untranslatedCount, type TextDrafts } from "../lib/translations";
import { differs } from "./useDirty";
import { translatable, useEditLanguage } from "./useEditLanguage";

/**
 * A dialog's translations of one record, kept beside its form: the language switch's state, the drafts, whether
 * they changed, the props of each translatable input and the `translations` its save sends.
 */
export function useTranslationDrafts<F extends string>(record: { translations?: unknown } | null, fields: readonly F[], lists: readonly F[] = []) {
  const language = useEditLanguage();
  const [initial] = useState<TextDrafts>(() => toTextDrafts(record?.translations, fields));
  const [drafts, setDrafts] = useState(initial);
  const body = () => translationsBody(drafts, fields, language.defaultLanguage, lists);
  return {
    language,
    dirty: differs(drafts, initial),
    /** `translations` as the save sends them (every language; one without any text as null). */
    body,
    /** The props of a translatable input: `own` in the default language, else the chosen language's text. */
    field: (key: F, own: string, setOwn: (text: string) => void, changed?: () => void) =>
      translatable(language, own, drafts, key, setOwn, (next) => {
        setDrafts(next);
        changed?.();
      }),
    /** A field's text in a language as drafted ("" when it has none). */
    text: (language: Language, key: F) => draftText(drafts, language, key),
    /** How many of the record's texts (its own values as the form holds them) have no translation in a language. */
    untranslated: (own: Partial<Record<F, unknown>>) => (other: Language) => untranslatedCount({ ...own, translations: body() }, other, fields),
  };
}
