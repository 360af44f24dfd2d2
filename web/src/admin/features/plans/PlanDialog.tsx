import { Fragment, type FormEvent } from "react";
import {
  PLAN_TEXT_FIELDS,
  PLAN_TYPES,
  PlanCreateSchema,
  type Category,
  type Location,
  type Plan,
  type PlanInput,
  type TextFieldName,
} from "../../../../../common/contracts";
import { TermPriceFields } from "./TermPriceFields";
import { CurrencyPricesEditor } from "./CurrencyPricesEditor";
import { HOSTING_LIMIT_FIELDS, planTypeName } from "../../../../../common/rules";
import { LIMITS } from "../../../../../common/limits";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { HrefField } from "../../components/ui/HrefField";
import { DialogButtons } from "../../components/ui/DialogButtons";
import { Modal } from "../../components/ui/Modal";
import { useFormDialog } from "../../hooks/useFormDialog";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { withTranslatedFields } from "../../lib/translations";
import { schemaErrors } from "../../lib/fieldErrors";
import { useSavePlan } from "./api";
import { useLoadedSiteSettings } from "../../api/siteSettings";
import { PlanLocationsField } from "./PlanLocationsField";
import { specHint } from "./specNote";
import type { SpecField } from "../../../../../common/specReading";
import { amountStep } from "../../../../../common/currencyAmounts";
import { money } from "../../../../../common/money";
import { applyCategory, formToPlanInput, PLAN_RULES, planToForm, type PlanForm } from "./planForm";

/** The plan's fields, a translation's problem put at its field. */
const PLAN_TEXT_RULES = withTranslatedFields(PLAN_RULES);

/** The start of the hint of a field visitors never see. */
const HIDDEN_FROM_VISITORS = "Not shown to visitors.";

export const NO_CATEGORIES_WARNING = "No categories exist yet. Create a category in the Plan Categories tab first, so the plan can be shown on the website.";

interface Props {
  plan: Plan | null;
  /** Display order. */
  categories: Category[];
  /** A new plan starts in this category (the one whose "Add plan" was used), at its end. */
  category?: Category;
  /** Every location, in the Locations tab's order (loaded with the tab, so opening the dialog makes no call). */
  locations: readonly Location[];
  onClose: () => void;
}

/** Create/edit dialog with every plan field and the new-plan defaults. Closing it with unsaved changes asks first. */
export function PlanDialog({ plan, categories, category, locations, onClose }: Props) {
  const savePlan = useSavePlan();
  const defaultCurrency = useLoadedSiteSettings().data?.default_currency ?? "USD";
  // The name and features in other languages: kept beside the form, sent with every save.
  const translations = useTranslationDrafts(plan, PLAN_TEXT_FIELDS);
  const language = translations.language;
  const { form, setForm, set, problems, requestClose, saving, save } = useFormDialog<PlanForm>({
    start: () => (plan ? planToForm(plan) : applyCategory(planToForm(null), category)),
    rules: PLAN_TEXT_RULES,
    onClose,
    alsoChanged: translations.dirty,
  });
  const translated = (key: TextFieldName<typeof PLAN_TEXT_FIELDS>) =>
    translations.field(
      key,
      form[key],
      (value) => set(key, value),
      () => problems.clear(key),
    );
  const text = (key: keyof PlanForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key] as string} error={problems.error(key)} onChange={(e) => set(key, e.target.value as never)} {...extra} />
  );
  /** A free-text spec, with how the plan finder reads it under it. */
  const spec = (key: SpecField, label: string, extra: { hint?: string; placeholder?: string } = {}) =>
    text(key, label, { ...extra, hint: specHint(key, form[key], extra.hint) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...formToPlanInput(form, defaultCurrency), translations: translations.body() as PlanInput["translations"] };
    const problem = problems.show(schemaErrors(PlanCreateSchema, body, PLAN_TEXT_RULES));
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problem) return;
    await save(() => savePlan.mutateAsync({ id: plan?.id ?? null, plan: body }), {
      saved: plan ? "Plan updated successfully!" : "Plan created successfully!",
      failed: plan ? "Error updating plan: " : "Error creating plan: ",
    });
  }

  return (
    <Modal
      title={plan ? `Edit Plan: ${plan.name}` : "Add New Plan"}
      size="large"
      onClose={requestClose}
      footer={<DialogButtons formId="plan-form" saving={saving} submitText={plan ? "Update Plan" : "Create Plan"} onCancel={requestClose} />}
    >
      <form id="plan-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        {categories.length === 0 && (
          <p className="warning field-wide" role="alert">
            {NO_CATEGORIES_WARNING}
          </p>
        )}
        <LanguageSwitch edit={language} label="Language of the plan's name and features" untranslated={translations.untranslated(form)} />
        <TextField label="Plan Name *" required={!language.translating} maxLength={LIMITS.name} error={problems.error("name")} {...translated("name")} />
        <SelectField
          label="Category"
          value={form.category_key}
          error={problems.error("category_key")}
          onChange={(e) => {
            setForm((f) =>
              applyCategory(
                f,
                categories.find((c) => c.key === e.target.value),
              ),
            );
            problems.clear("category_key");
          }}
          hint="Sets the plan's category key and plan type"
        >
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.key}>
              {c.display_name}
              {c.is_active ? "" : " (inactive)"}
            </option>
          ))}
        </SelectField>
        {text("price", `Monthly Price (${money("en", defaultCurrency).sign})`, { type: "number", step: amountStep(defaultCurrency), min: 0 })}
        <SelectField label="Type" value={form.type} error={problems.error("type")} onChange={(e) => set("type", e.target.value as PlanForm["type"])}>
          {PLAN_TYPES.map((t) => (
            <option key={t} value={t}>
              {planTypeName(t)}
            </option>
          ))}
        </SelectField>
        {text("sub_type", "Sub-type", { hint: "e.g. ssd, hdd, standard, performance" })}
        {spec("cpu", "CPU", { hint: "e.g. 2 (Core/vCPU is added on the website)" })}
        {spec("ram", "RAM", { hint: "e.g. 4 (GB is added on the website)" })}
        {spec("disk_space", "Storage")}
        {spec("bandwidth", "Bandwidth")}
        {form.type === "shared" && (
          <fieldset className="field-wide subgrid">
            <legend>Hosting Limits</legend>
            {HOSTING_LIMIT_FIELDS.map(([key, label]) => (
              <Fragment key={key}>{spec(key, label, { placeholder: "e.g. 10 or Unlimited" })}</Fragment>
            ))}
          </fieldset>
        )}
        <PlanLocationsField locations={locations} value={form.locations} error={problems.error("locations")} onChange={(chosen) => set("locations", chosen)} />
        <TextArea
          label="Features (one per line)"
          rows={5}
          error={problems.error("features")}
          {...translated("features")}
          hint={language.translating ? "The whole list in this language; empty: the default language's features" : "Blank lines are dropped"}
        />
        <HrefField
          label="Order URL"
          value={form.order_url}
          error={problems.error("order_url")}
          onChange={(e) => set("order_url", e.target.value)}
          placeholder="https://… or /order"
          hint="Leave empty to use the default billing URL. Also takes a page of this site (/order), a section (#pricing) or a mailto: link"
        />
        <TermPriceFields
          currency={defaultCurrency}
          monthly={form.price}
          values={form.pricing}
          errorOf={(term) => problems.error(`pricing.${term}`) ?? problems.error("pricing")}
          onChange={(pricing, term) => {
            setForm((f) => ({ ...f, pricing }));
            problems.clear(`pricing.${term}`);
          }}
        />
        <CurrencyPricesEditor
          value={form.currency_prices}
          errorOf={(path) => problems.error(path) ?? problems.error(path.split(".").slice(0, 2).join("."))}
          onChange={(currency_prices, path) => {
            set("currency_prices", currency_prices);
            problems.clear(path);
          }}
        />
        {text("markup_percentage", "Markup Percentage", {
          type: "number",
          step: 1,
          min: 0,
          hint: `${HIDDEN_FROM_VISITORS} A note for your own pricing; the Blesta sync uses the markups of Blesta Integration.`,
        })}
        {text("display_order", "Display Order", { type: "number", step: 1, hint: plan ? undefined : "Empty: after the last plan of its category" })}
        {text("blesta_package_id", "Blesta Package ID", {
          type: "number",
          step: 1,
          min: 1,
          hint: `${HIDDEN_FROM_VISITORS} Links the plan to its Blesta package for the price sync.`,
        })}
        {text("docker_image", "Docker Image", { hint: `${HIDDEN_FROM_VISITORS} For your own provisioning.` })}
        <TextArea
          label="Supported Games (one per line)"
          rows={3}
          value={form.supported_games}
          error={problems.error("supported_games")}
          onChange={(e) => set("supported_games", e.target.value)}
          hint="Listed on the plan's card on the website"
        />
        <div className="checkbox-row field-wide">
          <Checkbox label="Popular" checked={form.is_popular} onChange={(e) => set("is_popular", e.target.checked)} />
          <Checkbox label="Sold out" checked={form.sold_out} onChange={(e) => set("sold_out", e.target.checked)} />
          <Checkbox label="Customizable" checked={form.is_customizable} onChange={(e) => set("is_customizable", e.target.checked)} />
          <Checkbox label="Managed WordPress" checked={form.managed_wordpress} onChange={(e) => set("managed_wordpress", e.target.checked)} />
          <Checkbox label="Auto-scaling" checked={form.auto_scaling} onChange={(e) => set("auto_scaling", e.target.checked)} />
        </div>
        <p className="hint field-wide plan-flags-hint">
          Each shows on the plan's card on the website: Popular and Sold out as badges, Customizable, Managed WordPress and Auto-scaling as tags.
        </p>
      </form>
    </Modal>
  );
}
