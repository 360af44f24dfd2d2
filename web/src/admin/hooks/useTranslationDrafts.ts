import { useState } from "react";
import type { TextFieldName, TextFields } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { recordTextDrafts, recordTranslationsBody, recordUntranslated } from "../lib/recordTranslations";
import { draftText, type TextDrafts } from "../lib/translations";
import { differs } from "./useDirty";
import { translatable, useEditLanguage } from "./useEditLanguage";

/**
 * A dialog's translations of one record, kept beside its form: the language switch's state, the drafts, whether
 * they changed, the props of each translatable input and the `translations` its save sends. `fields`: the
 * record's texts as its contract declares them (`PLAN_TEXT_FIELDS`, …).
 */
export function useTranslationDrafts<F extends TextFields>(record: { translations?: unknown } | null, fields: F) {
  const language = useEditLanguage();
  const [initial] = useState<TextDrafts>(() => recordTextDrafts(record, fields));
  const [drafts, setDrafts] = useState(initial);
  const body = () => recordTranslationsBody(drafts, fields, language.defaultLanguage);
  return {
    language,
    dirty: differs(drafts, initial),
    /** `translations` as the save sends them (every language; one without any text as null). */
    body,
    /** The props of a translatable input: `own` in the default language, else the chosen language's text. */
    field: (key: TextFieldName<F>, own: string, setOwn: (text: string) => void, changed?: () => void) =>
      translatable(language, own, drafts, key, setOwn, (next) => {
        setDrafts(next);
        changed?.();
      }),
    /** A field's text in a language as drafted ("" when it has none). */
    text: (language: Language, key: TextFieldName<F>) => draftText(drafts, language, key),
    /** How many of the record's texts (its own values as the form holds them) have no translation in a language. */
    untranslated: (own: Partial<Record<TextFieldName<F>, unknown>>) => (other: Language) =>
      recordUntranslated(own, drafts, fields, other, language.defaultLanguage),
  };
}
