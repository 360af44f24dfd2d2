import type { FaqItem } from "../../../../common/contracts";
import { Markdown } from "../markdown/RenderedMarkdown";
import { faqAnswerMarkdown } from "../../../../common/markdown/pageSources";
import { useTexts } from "../i18n/PageTexts";
import faqCss from "./faq.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const FAQ_STYLES = stylesheet(faqCss);

/**
 * FAQ (anchor faq): each question a native disclosure (<details>/<summary>), so it opens by mouse, keyboard and
 * without scripts; answers are markdown rendered on the server. No section without questions.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  useStylesheet(items.length > 0 && FAQ_STYLES);
  const texts = useTexts();
  if (items.length === 0) return null;
  return (
    <section id="faq" className="section faq" aria-labelledby="faq-title">
      <div className="container faq-inner">
        <div className="section-head">
          <p className="section-eyebrow">{texts.sections.faqEyebrow}</p>
          <h2 id="faq-title" className="section-title">
            {texts.sections.faqTitle}
          </h2>
        </div>
        <div className="faq-list">
          {items.map((item, index) => (
            <details key={index} className="faq-item">
              <summary className="faq-question">{item.question}</summary>
              <Markdown source={faqAnswerMarkdown(item)} className="faq-answer" />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
