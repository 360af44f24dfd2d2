import type { ContentBlock } from "../../../../../common/contracts";
import { supportedLanguage, type Language } from "../../../../../common/i18n/languages";
import { Modal } from "../../components/ui/Modal";
import { useHomepageContent } from "../../api/content";
import { languageName } from "./LanguageFields";

interface Props {
  from: string;
  to: string;
  saving: boolean;
  /** true: the texts move into `from`'s translation and `to`'s translation becomes the texts; false: they stay. */
  onChoose: (moveTexts: boolean) => void;
  onCancel: () => void;
}

/** The hero's title, and its translation into `language`, as the example the dialog shows ("" when not loaded yet). */
function heroTitles(block: Partial<ContentBlock> | null | undefined, language: string) {
  const own = block?.title?.trim() ?? "";
  const tag = supportedLanguage(language);
  const translated = tag ? ((block?.translations as Partial<Record<Language, { title?: string }>> | undefined)?.[tag]?.title?.trim() ?? "") : "";
  return { own, translated };
}

/** One line of an example: the home page title in a language. */
function ExampleLine({ language, title }: { language: string; title: string }) {
  return (
    <li>
      {languageName(language)}: <q>{title}</q>
    </li>
  );
}

/**
 * Asks what happens to the texts when the default language changes: the texts are kept once, in the default
 * language, with translations beside them. "Move" says they were written in the old default language (they move
 * into its translation, the new language's translation takes their place); "Keep" says they are already in the new
 * language. Each choice shows the home page title as it will be in both languages.
 */
export function DefaultLanguageDialog({ from, to, saving, onChoose, onCancel }: Props) {
  const { data } = useHomepageContent();
  const answer = data?.sections.hero;
  const titles = heroTitles(answer && "block" in answer ? answer.block : null, to);
  const example = titles.own !== "";
  const [fromName, toName] = [languageName(from), languageName(to)];
  return (
    <Modal
      title={`Change the default language to ${toName}?`}
      onClose={() => !saving && onCancel()}
      footer={
        <button type="button" className="button" data-autofocus onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      }
    >
      <p className="confirm-message">
        Your texts (plans, categories, promo codes, pages, FAQ, home page, legal pages, menu, company details and site texts) are kept once, in the default
        language, with a translation beside them for each other language. Which language are they written in?
      </p>
      {example && (
        <>
          <p className="language-example-head">The home page title now:</p>
          <ul className="language-example" aria-label="The home page title now">
            <ExampleLine language={from} title={titles.own} />
            <ExampleLine language={to} title={titles.translated || titles.own} />
          </ul>
        </>
      )}
      <div className="language-choices">
        <section className="language-choice" aria-labelledby="move-texts-title">
          <h3 id="move-texts-title">They are in {fromName}: move them</h3>
          <p className="muted">
            Your texts become the {fromName} translation, and the {toName} translation becomes your texts (a text without one keeps its wording, so none is ever
            empty). Visitors see the same texts in each language as before.
          </p>
          {example && (
            <ul className="language-example" aria-label="The home page title afterwards">
              <ExampleLine language={to} title={titles.translated || titles.own} />
              <ExampleLine language={from} title={titles.own} />
            </ul>
          )}
          <button type="button" className="button primary" onClick={() => onChoose(true)} disabled={saving}>
            {saving ? "Saving..." : "Move the texts"}
          </button>
        </section>
        <section className="language-choice" aria-labelledby="keep-texts-title">
          <h3 id="keep-texts-title">They are in {toName} already: keep them</h3>
          <p className="muted">
            Your texts stay as they are and count as {toName}; a {toName} translation is dropped. {fromName} visitors see your texts until you translate them.
          </p>
          {example && (
            <ul className="language-example" aria-label="The home page title afterwards">
              <ExampleLine language={to} title={titles.own} />
              <ExampleLine language={from} title={titles.own} />
            </ul>
          )}
          <button type="button" className="button" onClick={() => onChoose(false)} disabled={saving}>
            {saving ? "Saving..." : "Keep the texts"}
          </button>
        </section>
      </div>
    </Modal>
  );
}
