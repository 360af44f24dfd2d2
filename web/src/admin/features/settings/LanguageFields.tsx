import { useState } from "react";
import { LANGUAGE_NAMES, MAX_LANGUAGES, SUPPORTED_LANGUAGES, supportedLanguage } from "../../../../../common/i18n/languages";
import { SelectField } from "../../components/ui/Field";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";
import { OrderedChoices } from "./OrderedChoices";
import { listOf, type SettingKey, type SettingsForm } from "./settingsForm";

interface Props {
  form: SettingsForm;
  set: (key: SettingKey, value: string) => void;
  problems: FieldErrorsApi;
}

/** "Deutsch (de)"; a tag the site does not support is shown as it is. */
export function languageName(tag: string): string {
  const language = supportedLanguage(tag);
  return language ? `${LANGUAGE_NAMES[language]} (${language})` : tag;
}

/** The languages the website speaks, in the order its switcher lists them, and the default one among them. */
export function LanguageFields({ form, set, problems }: Props) {
  const languages = listOf(form.languages);
  const addable = SUPPORTED_LANGUAGES.filter((language) => !languages.includes(language));
  const [adding, setAdding] = useState("");
  const choice = addable.includes(adding as never) ? adding : (addable[0] ?? "");
  const full = languages.length >= MAX_LANGUAGES;
  return (
    <>
      <OrderedChoices
        label="Languages"
        values={languages}
        nameOf={languageName}
        pinned={form.default_language}
        error={problems.error("languages")}
        onChange={(next) => set("languages", next.join(","))}
        hint="The website's fixed texts (buttons, forms, the 404 page) come translated; what you write is translated in each text's editor. The default language is at /, each other one under its own address (/de/, /pt-br/), with a switcher on every page. The order is the switcher's."
      >
        {addable.length > 0 && (
          <div className="inline-add">
            <SelectField label="Add a language" value={choice} onChange={(e) => setAdding(e.target.value)} disabled={full}>
              {addable.map((language) => (
                <option key={language} value={language}>
                  {languageName(language)}
                </option>
              ))}
            </SelectField>
            <button type="button" className="button" disabled={full || choice === ""} onClick={() => set("languages", [...languages, choice].join(","))}>
              Add language
            </button>
          </div>
        )}
      </OrderedChoices>
      <SelectField
        label="Default language"
        value={form.default_language}
        error={problems.error("default_language")}
        onChange={(e) => set("default_language", e.target.value)}
        hint="Served without a language in the address; a text not translated into another language shows in this one."
      >
        {!languages.includes(form.default_language) && <option value={form.default_language}>{languageName(form.default_language)} (not enabled)</option>}
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
