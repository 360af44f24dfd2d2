import { createContext, Fragment, useContext, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../../../../common/i18n/languages";
import { formatMessageParts } from "../../../../common/i18n/message";
import { catalogFor, type Catalog } from "./catalog";

interface PageTexts {
  language: Language;
  texts: Catalog;
}

const PageTextsContext = createContext<PageTexts>({ language: DEFAULT_LANGUAGE, texts: catalogFor(DEFAULT_LANGUAGE) });

/** Sets the page's language for every component below it (App sets it once, from the page data's locale). */
export function PageTextsProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <PageTextsContext.Provider value={{ language, texts: catalogFor(language) }}>{children}</PageTextsContext.Provider>;
}

/** The fixed texts in the page's language. */
export function useTexts(): Catalog {
  return useContext(PageTextsContext).texts;
}

/** The page's language (for Intl formatting). */
export function useLanguage(): Language {
  return useContext(PageTextsContext).language;
}

/** A catalog text (an ICU message in the page's language) whose arguments are filled with markup ("Expires {date}" with a `<time>`). */
export function FilledText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const language = useLanguage();
  return (
    <>
      {formatMessageParts<ReactNode>(language, text, parts).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
