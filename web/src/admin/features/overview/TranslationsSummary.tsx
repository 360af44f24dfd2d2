import { useSiteLanguages } from "../../api/siteLanguages";
import { useTranslatableTexts } from "../../api/translatableTexts";
import { untranslatedText } from "../../components/ui/LanguageSwitch";
import { languageName } from "../../lib/translations";
import { untranslatedSummary } from "../../lib/untranslated";

/**
 * Per enabled language (the default one aside), how many texts still have no translation and in which tabs; an
 * untranslated text shows visitors the default language's text. Shown only when the site has several languages.
 */
export function TranslationsSummary() {
  const { languages, defaultLanguage } = useSiteLanguages();
  if (languages.length < 2) return null;
  return <Summary languages={languages} defaultLanguage={defaultLanguage} />;
}

function Summary({ languages, defaultLanguage }: ReturnType<typeof useSiteLanguages>) {
  const query = useTranslatableTexts();
  return (
    <section className="panel translations-summary" aria-labelledby="translations-title">
      <h2 id="translations-title">Translations</h2>
      <p className="muted small">Texts without a translation show visitors the {languageName(defaultLanguage)} text. Each editor has a language switch.</p>
      {!query.data ? (
        <p className="muted">{query.isError ? "The texts could not be counted." : "Counting texts..."}</p>
      ) : (
        <ul className="plain-list translations-summary-list">
          {untranslatedSummary(query.data, languages, defaultLanguage).map(({ language, total, areas }) => (
            <li key={language} data-language={language}>
              <strong>{languageName(language)}</strong> · {untranslatedText(total)}
              {areas.length > 0 && (
                <span className="muted small">
                  {" "}
                  (
                  {areas.map((area, index) => (
                    <span key={area.id}>
                      {index > 0 && ", "}
                      <a href={`#${area.tab}`}>{area.label}</a> {area.count}
                    </span>
                  ))}
                  )
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
