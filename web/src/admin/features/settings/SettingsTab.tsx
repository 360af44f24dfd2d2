import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { sectionFromHash } from "../../lib/tabAddress";
import { MAINTENANCE_DEFAULT_MESSAGE, STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS } from "../../../../../common/constants";
import { MAINTENANCE_MESSAGE_MAX, RETENTION_DAYS, STATISTICS_RETENTION_DAYS } from "../../../../../common/contracts";
import { LIMITS } from "../../../../../common/limits";
import { errorText, isStatus } from "../../../lib/api/errors";
import { Checkbox, TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors, type FieldErrorsApi } from "../../hooks/useFieldErrors";
import { differs } from "../../hooks/useDirty";
import { useServerForm } from "../../hooks/useServerForm";
import { useChangeDefaultLanguage, useRemoveStatusApiKey, useSaveSiteSettings, useSiteSettings } from "./api";
import { DefaultLanguageDialog } from "./DefaultLanguageDialog";
import type { SiteSettingsUpdate } from "../../../../../common/contracts";
import { StoredSecret } from "../../components/ui/StoredSecret";
import {
  INTERVAL_HINT,
  parseSettingsForm,
  pick,
  SETTINGS_RULES,
  SETTINGS_SECTIONS,
  SETTINGS_SUCCESS,
  settingsToForm,
  type SettingKey,
  type SettingsForm,
  type SettingsSection,
} from "./settingsForm";
import { MediaUploads } from "./MediaUploads";
import { BrandFields, HeroImageUpload } from "./BrandFields";
import { Switch } from "../../components/ui/Switch";
import { SettingsSection as SectionFrame } from "./SettingsSection";
import { OrderTemplateHint, SettingsTips } from "./SettingsHelp";
import { LanguageFields } from "./LanguageFields";
import { CurrencyFields } from "./CurrencyFields";
import { TaxFields } from "./TaxFields";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { withTranslatedFields } from "../../lib/translations";
import { sectionTranslationsBody, sectionUntranslated, settingsTextDrafts, translatedIn } from "./settingsTranslations";

/** The settings' rules, a translation's problem put at its setting. */
const SETTINGS_TEXT_RULES = withTranslatedFields(SETTINGS_RULES);

/** What a section's fields need: the form, a setter that also clears the field's problem, and the problems. */
interface FieldsContext {
  form: SettingsForm;
  set: (key: SettingKey, value: string) => void;
  problems: FieldErrorsApi;
  hasKey: boolean;
  removeKey: () => Promise<unknown>;
  /** A text setting's value and change (in the language chosen, for a setting that has translations). */
  text: (key: SettingKey) => ReturnType<typeof translatable>;
}

function textField(ctx: FieldsContext, key: SettingKey, label: string, extra: Record<string, unknown> = {}) {
  return <TextField label={label} error={ctx.problems.error(key)} {...extra} {...ctx.text(key)} />;
}

/** Each section's description and fields (and what it shows under its form, applied at once). */
const SECTION_FIELDS: Record<SettingsSection["id"], { description: string; fields: (ctx: FieldsContext) => ReactNode; extra?: () => ReactNode }> = {
  general: {
    description: "The site's name and description, used in browser tabs, search results and shared links.",
    fields: (ctx) => (
      <>
        {textField(ctx, "site_title", "Site Title", { wide: true, maxLength: LIMITS.title })}
        <TextArea label="Site Description" rows={3} error={ctx.problems.error("site_description")} {...ctx.text("site_description")} />
      </>
    ),
  },
  brand: {
    description: "Your website's colour and font, with a preview as you choose, and its images: logo, favicon, social image and hero picture.",
    fields: (ctx) => <BrandFields form={ctx.form} set={ctx.set} problems={ctx.problems} />,
    extra: () => (
      <>
        <MediaUploads />
        <HeroImageUpload />
      </>
    ),
  },
  links: {
    description: "The addresses of your other services that the website links to.",
    fields: (ctx) => (
      <>
        {textField(ctx, "client_area_url", "Client Area URL", { type: "url", placeholder: "https://my.example.com" })}
        {textField(ctx, "game_panel_url", "Game Panel URL", { type: "url", placeholder: "https://panel.example.com" })}
        {textField(ctx, "billing_url", "Billing URL", {
          type: "url",
          placeholder: "https://billing.example.com",
          hint: "Order buttons of plans without their own order URL (and without an order address template)",
        })}
        {textField(ctx, "order_url_template", "Order address template", {
          type: "url",
          wide: true,
          placeholder: "https://billing.example.com/order/main/packages/hosting/?group_id=1&pricing_id={pricing_id}&currency={currency}&coupon={promo}",
          hint: <OrderTemplateHint />,
        })}
      </>
    ),
  },
  status: {
    description: "The status badge on the website, read from your Uptime Kuma monitor. A saved address or interval is used at once.",
    fields: (ctx) => (
      <>
        <Switch
          className="field-wide"
          label="Show the status badge"
          checked={ctx.form.show_status_badge === "true"}
          error={ctx.problems.error("show_status_badge")}
          onChange={(e) => ctx.set("show_status_badge", String(e.target.checked))}
          hint="In the header of every page. Off: no badge, and visitors' browsers never ask for the status."
        />
        {textField(ctx, "uptime_kuma_url", "Uptime Kuma URL", {
          type: "url",
          placeholder: "https://status.example.com",
          hint: "Status monitor address (status page or /metrics source)",
        })}
        {textField(ctx, "uptime_kuma_api_key", "Uptime Kuma API Key", {
          type: "password",
          autoComplete: "new-password",
          placeholder: ctx.hasKey ? "•••••••• (stored)" : "",
          hint: (
            <StoredSecret
              stored={ctx.hasKey}
              what="Uptime Kuma API key"
              storedText="An API key is stored. Leave empty to keep it."
              emptyText="Optional: needed for the /metrics source."
              remove={ctx.removeKey}
            />
          ),
        })}
        {textField(ctx, "status_page_url", "Status Page URL", {
          type: "url",
          placeholder: "https://status.example.com",
          hint: "Where status links go (Uptime Kuma's own page, say); empty: the site's own status page at /status",
        })}
        {textField(ctx, "status_update_interval", "Status Update Interval (seconds)", {
          type: "number",
          min: STATUS_POLL_MIN_SECONDS,
          max: STATUS_POLL_MAX_SECONDS,
          step: 1,
          hint: INTERVAL_HINT,
        })}
      </>
    ),
  },
  locale: {
    description: "The languages the website speaks and the currencies it shows prices in; the first of each list is shown first.",
    fields: (ctx) => (
      <>
        <LanguageFields form={ctx.form} set={ctx.set} problems={ctx.problems} />
        <CurrencyFields form={ctx.form} set={ctx.set} problems={ctx.problems} />
      </>
    ),
  },
  tax: {
    description: "Whether the website's prices show tax included, excluded or not at all, at which rate and under which name.",
    fields: (ctx) => <TaxFields form={ctx.form} set={ctx.set} problems={ctx.problems} text={ctx.text} />,
  },
  maintenance: {
    description: "Close the website to visitors for a while; the admin panel and the API keep working.",
    fields: (ctx) => (
      <>
        <div className="field field-wide">
          <Checkbox
            label="Website in maintenance mode"
            checked={ctx.form.maintenance_mode === "true"}
            error={ctx.problems.error("maintenance_mode")}
            onChange={(e) => ctx.set("maintenance_mode", String(e.target.checked))}
          />
          <small className="hint">
            While on, every page of the website answers with a maintenance page (HTTP 503) showing the message below, your contact e-mail and the status badge.
            The admin panel, the API and the contact form keep working.
          </small>
        </div>
        <TextArea
          label="Maintenance Message"
          rows={3}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          error={ctx.problems.error("maintenance_message")}
          placeholder={MAINTENANCE_DEFAULT_MESSAGE}
          {...ctx.text("maintenance_message")}
        />
      </>
    ),
  },
  retention: {
    description: "How long contact messages and the activity log are kept; older entries are deleted every day.",
    fields: (ctx) => (
      <>
        {textField(ctx, "submission_retention_days", "Keep contact submissions (days)", {
          type: "number",
          ...RETENTION_DAYS.submission_retention_days,
          hint: "0 keeps them forever",
        })}
        {textField(ctx, "activity_retention_days", "Keep activity log (days)", { type: "number", ...RETENTION_DAYS.activity_retention_days })}
      </>
    ),
  },
  statistics: {
    description:
      "Visits, order clicks, copied promo codes and contact messages, counted on the server as daily totals: no cookie, no script, no address or browser kept.",
    fields: (ctx) => (
      <>
        <Switch
          className="field-wide"
          label="Count visits and order clicks"
          checked={ctx.form.statistics_enabled === "true"}
          error={ctx.problems.error("statistics_enabled")}
          onChange={(e) => ctx.set("statistics_enabled", String(e.target.checked))}
          hint="Off: nothing is counted; order buttons still work."
        />
        {textField(ctx, "statistics_retention_days", "Keep statistics (days)", { type: "number", ...STATISTICS_RETENTION_DAYS })}
      </>
    ),
  },
};

/**
 * Site Settings: General, Brand, External links, Languages & currencies, Tax, Status monitor, Maintenance, Retention and Statistics, each a form saved on
 * its own (only its fields are sent; edits waiting in the other sections stay); below them the logo, favicon and
 * social image uploads (the hero image is in Brand). Every setting applies at once.
 */
/** The address of a section in the index at the top of the tab. */
const sectionAnchor = (id: SettingsSection["id"]) => `settings-${id}`;

/** Scrolls a section into view and moves the keyboard focus to its heading; false when there is no such section. */
function showSection(id: string): boolean {
  const target = document.getElementById(sectionAnchor(id as SettingsSection["id"]));
  if (!target) return false;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  const heading = target.querySelector<HTMLElement>("h2");
  heading?.setAttribute("tabindex", "-1");
  heading?.focus({ preventScroll: true });
  return true;
}

/** An index link shows its section without changing the panel's address (its hash names the tab). */
function goToSection(event: MouseEvent<HTMLAnchorElement>, id: SettingsSection["id"]) {
  if (showSection(id)) event.preventDefault();
}

/** An address that names a section (`#settings/status`, from another tab's link) shows it once the settings are loaded. */
function useSectionFromAddress(loaded: boolean) {
  const [section] = useState(() => sectionFromHash(window.location.hash));
  useEffect(() => {
    if (loaded && section) showSection(section);
  }, [loaded, section]);
}

export function SettingsTab() {
  const { data: value, error } = useSiteSettings();
  const server = useServerForm(value, settingsToForm);
  useSectionFromAddress(value !== undefined);
  const removeKey = useRemoveStatusApiKey();
  const hasKey = !!value?.has_uptime_kuma_api_key;

  return (
    <section aria-labelledby="settings-title">
      <div className="tab-header">
        <div>
          <h1 id="settings-title">Site Settings</h1>
          <p className="muted">
            Site information, your brand, the addresses of your other services, languages, currencies and tax, status monitoring, maintenance mode and data
            retention and statistics.
          </p>
        </div>
      </div>
      <nav className="settings-index" aria-label="Sections of Site Settings">
        <ul>
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${sectionAnchor(section.id)}`} onClick={(event) => goToSection(event, section.id)}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {error && <p className="warning">Settings could not be loaded: {errorText(error)}</p>}
      <div className="settings-sections">
        {SETTINGS_SECTIONS.map((section) => (
          <SiteSettingsSection key={section.id} section={section} server={server} value={value} hasKey={hasKey} removeKey={() => removeKey.mutateAsync()} />
        ))}
      </div>
      <SettingsTips />
    </section>
  );
}

interface SectionProps {
  section: SettingsSection;
  server: ReturnType<typeof useServerForm<unknown, SettingsForm>>;
  /** The settings as loaded (the section's translations come from them). */
  value: Parameters<typeof settingsTextDrafts>[0];
  hasKey: boolean;
  removeKey: () => Promise<unknown>;
}

function SiteSettingsSection({ section, server, value, hasKey, removeKey }: SectionProps) {
  const { notify } = useFeedback();
  const saveSettings = useSaveSiteSettings();
  const changeLanguage = useChangeDefaultLanguage();
  // A save that changes the default language waits here while the dialog asks what happens to the texts.
  const [asking, setAsking] = useState<SiteSettingsUpdate | null>(null);
  const problems = useFieldErrors(SETTINGS_TEXT_RULES);
  const [saving, setSaving] = useState(false);
  const { form, saved, setForm, setSaved } = server;
  const fields: readonly SettingKey[] = section.fields;
  // The section's texts in other languages (only sections with a setting that has translations show a switch).
  const language = useEditLanguage();
  const translations = useServerForm(value, (view) => settingsTextDrafts(view, fields));
  const translated = translatedIn(fields);
  const dirty = differs(pick(form, fields), pick(saved, fields)) || translations.dirty;
  const text = (key: SettingKey) =>
    translatable(
      translated.includes(key) ? language : { language: language.defaultLanguage, translating: false },
      form[key],
      translations.form,
      key,
      (value) => set(key, value),
      (drafts) => (translations.setForm(drafts), problems.clear(key)),
    );

  const set = (key: SettingKey, text: string) => {
    setForm((f) => ({ ...f, [key]: text }));
    problems.clear(key);
  };

  async function save() {
    const parsed = parseSettingsForm(form, fields);
    if ("errors" in parsed) {
      const problem = problems.show(parsed.errors);
      notify(`Error updating site settings: ${problem}`, "error");
      return;
    }
    problems.clear();
    // Translations go only when they were edited, so a save in one language never touches the others.
    const body: SiteSettingsUpdate = translations.dirty
      ? { ...parsed.body, translations: sectionTranslationsBody(translations.form, fields, language.defaultLanguage) }
      : parsed.body;
    if (body.default_language !== undefined && body.default_language !== saved.default_language) {
      setAsking(body);
      return;
    }
    await send(body);
  }

  /** Sends a section's save; one that changes the default language carries `move_texts` and reloads every text. */
  async function send(body: SiteSettingsUpdate) {
    setSaving(true);
    try {
      await (body.move_texts === undefined ? saveSettings : changeLanguage).mutateAsync(body);
      setAsking(null);
      notify(SETTINGS_SUCCESS);
      // The write-only key is never shown again; the other sections keep what is typed in them.
      const stored = { ...pick(form, fields), ...(fields.includes("uptime_kuma_api_key") ? { uptime_kuma_api_key: "" } : {}) };
      setSaved(
        (current) => ({ ...current, ...stored }),
        (current) => ({ ...current, ...stored }),
      );
      translations.setSaved(translations.form);
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (isStatus(caught, 401)) return;
      // The problem shows at its field in the section, not behind the dialog.
      setAsking(null);
      problems.showServer(caught);
      notify(`Error updating site settings: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  const discard = () => {
    setForm((current) => ({ ...current, ...pick(saved, fields) }));
    translations.discard();
    problems.clear();
  };

  const { description, fields: render, extra } = SECTION_FIELDS[section.id];
  return (
    <>
      {asking && (
        <DefaultLanguageDialog
          from={saved.default_language}
          to={asking.default_language ?? saved.default_language}
          saving={saving}
          onChoose={(moveTexts) => void send({ ...asking, move_texts: moveTexts })}
          onCancel={() => setAsking(null)}
        />
      )}
      <SectionFrame
        id={sectionAnchor(section.id)}
        title={section.title}
        description={description}
        problems={problems}
        dirty={dirty}
        saving={saving}
        onSave={save}
        onDiscard={discard}
        extra={extra?.()}
      >
        {translated.length > 0 && (
          <LanguageSwitch
            edit={language}
            label={`Language of ${section.title}`}
            untranslated={(other) => sectionUntranslated(form, translations.form, fields, other, language.defaultLanguage)}
          />
        )}
        {render({ form, set, problems, hasKey, removeKey, text })}
      </SectionFrame>
    </>
  );
}
