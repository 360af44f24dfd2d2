import type { Language } from "../../../../../common/i18n/languages";
import type { EditLanguage } from "../../hooks/useEditLanguage";
import { languageName } from "../../lib/translations";

interface Props {
  edit: EditLanguage;
  /** How many of the editor's texts have no translation in a language (shown beside each other language). */
  untranslated?: (language: Language) => number;
  /** What the switch's texts belong to, for screen readers ("Language of the plan's texts"). */
  label?: string;
}

export const untranslatedText = (count: number) => (count === 0 ? "all translated" : `${count} untranslated`);

/**
 * The language an editor's translatable fields edit: one button per enabled language, the default first, each
 * other language with its count of untranslated texts. Shown only when the site has more than one language.
 */
export function LanguageSwitch({ edit, untranslated, label = "Language of the texts" }: Props) {
  if (edit.languages.length < 2) return null;
  const defaultName = languageName(edit.defaultLanguage);
  return (
    <div className="language-switch field-wide">
      <div role="group" aria-label={label} className="language-switch-buttons">
        {edit.languages.map((language) => (
          <button key={language} type="button" className="button small" aria-pressed={language === edit.language} onClick={() => edit.setLanguage(language)}>
            {languageName(language)}
            {language === edit.defaultLanguage ? " · default" : untranslated ? ` · ${untranslatedText(untranslated(language))}` : ""}
          </button>
        ))}
      </div>
      {edit.translating && (
        <p className="hint" role="status">
          Editing the {languageName(edit.language)} texts. An empty field shows visitors the {defaultName} text (greyed in the field); other settings are the
          same in every language.
        </p>
      )}
    </div>
  );
}
