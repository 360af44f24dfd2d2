/**
 * `Intl` formatters, each made once per language and options and then reused. Making one loads the language's
 * locale data and costs far more than using it, and a page of 400 plan cards made three number formats and a
 * country's display names per card (how much of its rendering time that was is still to be profiled). Every
 * formatter here depends only on its
 * arguments, which come from short fixed lists (the site's languages, ISO currency and country codes), so the
 * cache stays small.
 */
const formats = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return once(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

export function listFormat(language: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return once(`list|${language}|${JSON.stringify(options)}`, () => new Intl.ListFormat(language, options));
}

/** Region names in a language, English where it has none. */
export function regionNames(language: string): Intl.DisplayNames {
  return once(`region|${language}`, () => new Intl.DisplayNames([language, "en"], { type: "region", fallback: "code" }));
}
