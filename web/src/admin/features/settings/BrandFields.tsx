import { useId } from "react";
import { DEFAULT_BRAND_COLOR, isHexColor, SITE_FONTS, type SiteFont } from "../../../../../common/siteLook";
import { SelectField } from "../../components/ui/Field";
import { fieldA11y, FieldNotes } from "../../components/ui/FieldError";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";
import { FONT_NAMES } from "./brandFonts";
import { BrandPreview } from "./BrandPreview";
import { MediaUpload } from "./MediaUploads";
import type { SettingKey, SettingsForm } from "./settingsForm";

interface Props {
  form: SettingsForm;
  set: (key: SettingKey, value: string) => void;
  problems: FieldErrorsApi;
}

/** The Brand section's fields: the colour (a picker and its #rrggbb text, kept together), the font and the live preview. */
export function BrandFields({ form, set, problems }: Props) {
  const id = useId();
  const error = problems.error("brand_color");
  const hint = "Buttons, links and highlights of the website; it picks readable text colours for any colour.";
  const picked = isHexColor(form.brand_color.trim()) ? form.brand_color.trim().toLowerCase() : DEFAULT_BRAND_COLOR;
  return (
    <>
      <div className={`field${error ? " field-invalid" : ""}`}>
        <label htmlFor={id}>Brand colour</label>
        <div className="color-field">
          <input type="color" aria-label="Brand colour picker" value={picked} onChange={(e) => set("brand_color", e.target.value)} />
          <input
            id={id}
            type="text"
            value={form.brand_color}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder={DEFAULT_BRAND_COLOR}
            {...fieldA11y(id, hint, error)}
            onChange={(e) => set("brand_color", e.target.value)}
          />
          <button
            type="button"
            className="button small"
            disabled={form.brand_color === DEFAULT_BRAND_COLOR}
            onClick={() => set("brand_color", DEFAULT_BRAND_COLOR)}
          >
            Standard colour
          </button>
        </div>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
      <SelectField
        label="Font"
        value={form.font}
        error={problems.error("font")}
        onChange={(e) => set("font", e.target.value)}
        hint="Served by the website itself; visitors' browsers ask no other site for it."
      >
        {SITE_FONTS.map((font: SiteFont) => (
          <option key={font} value={font}>
            {FONT_NAMES[font]}
          </option>
        ))}
      </SelectField>
      <BrandPreview color={form.brand_color} font={form.font} siteTitle={form.site_title} />
    </>
  );
}

/** Under the Brand section's form: the hero's picture, uploaded (or removed) at once, outside the section's Save. */
export function HeroImageUpload() {
  return (
    <div className="brand-hero-image">
      <p className="muted">
        The hero image is the home page's background picture, under a dark overlay that keeps its text readable. An upload applies at once; no Save needed.
      </p>
      <div className="media-grid">
        <MediaUpload kind="hero_image" />
      </div>
    </div>
  );
}
