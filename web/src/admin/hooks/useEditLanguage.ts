import { useState, type ChangeEvent } from "react";
import type { Language } from "../../../../common/i18n/languages";
import { useSiteLanguages } from "../api/siteLanguages";
import { draftText, editorLanguages, withDraftText, type TextDrafts } from "../lib/translations";

export interface EditLanguage {
  /** The enabled languages, the default one first. */
  languages: Language[];
  defaultLanguage: Language;
  /** The language the editor's translatable fields edit now. */
  language: Language;
  setLanguage: (language: Language) => void;
  /** True while a language other than the default is chosen. */
  translating: boolean;
}

/** Which language an editor's translatable fields edit (the default one until another is chosen). */
export function useEditLanguage(): EditLanguage {
  const { languages, defaultLanguage } = useSiteLanguages();
  const [chosen, setLanguage] = useState<Language | null>(null);
  const ordered = editorLanguages(languages, defaultLanguage);
  const language = chosen !== null && ordered.includes(chosen) ? chosen : defaultLanguage;
  return { languages: ordered, defaultLanguage, language, setLanguage, translating: language !== defaultLanguage };
}

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * The props of a translatable input: in the default language its own text; in another language that
 * language's text, with the default language's text as the placeholder (an empty field falls back to it).
 */
export function translatable(
  edit: Pick<EditLanguage, "language" | "translating">,
  own: string,
  drafts: TextDrafts | undefined,
  field: string,
  setOwn: (text: string) => void,
  setDrafts: (drafts: TextDrafts) => void,
): { value: string; placeholder?: string; lang?: string; onChange: (event: TextChange) => void } {
  if (!edit.translating) return { value: own, onChange: (event) => setOwn(event.target.value) };
  return {
    value: draftText(drafts, edit.language, field),
    placeholder: own,
    lang: edit.language,
    onChange: (event) => setDrafts(withDraftText(drafts, edit.language, field, event.target.value)),
  };
}
