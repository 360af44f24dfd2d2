import { useId, useState, type FormEvent } from "react";
import { BlestaImportSchema, MARKUP_PERCENT, type BillingPackage, type Plan } from "../../../../../common/contracts";
import { planTypeName } from "../../../../../common/rules";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useCategories } from "../../api/catalog";
import { useLoadedSiteSettings } from "../../api/siteSettings";
import { SelectField, TextField } from "../../components/ui/Field";
import { fieldA11y, FieldError, FormError } from "../../components/ui/FieldError";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { schemaErrors, serverErrors, type FieldRules } from "../../lib/fieldErrors";
import { money } from "../../../../../common/money";
import { useBlestaSettings, useImportPackages } from "./api";
import { ImportPricePreview } from "./ImportPricePreview";
import { markupProblem, toFraction } from "./markup";

const IMPORT_RULES: FieldRules = {
  labels: { package_ids: "Packages", category_key: "Category", markup: "Markup" },
  fieldOf: (path) =>
    path.startsWith("package_ids") ? "package_ids" : path === "category_key" ? "category_key" : path.startsWith("markup_percentages") ? "markup" : null,
};

/** A plan's monthly price in each of its currencies, "$5.49/mo, €4.99/mo" (amounts as Intl writes them in English). */
function monthlyPrices(plan: Plan, defaultCurrency: string): string {
  const prices: [string, number][] = [[defaultCurrency, plan.price]];
  for (const [code, entry] of Object.entries(plan.currency_prices ?? {})) if (entry) prices.push([code, entry.price]);
  return prices.map(([code, price]) => `${money("en", code).exact(price)}/mo`).join(", ");
}

interface Props {
  /** Blesta's packages that no plan sells yet. */
  packages: BillingPackage[];
}

/**
 * "Create plans": one new plan per chosen Blesta package that no plan sells yet, in the chosen category, with the
 * package's names, description lines and prices in every enabled currency, plus the markup asked here for the
 * category's plan type (0 % unless changed: the billing settings' markups are not applied). Each chosen package's
 * price in Blesta and the resulting site price are shown before anything is created. What was created is listed;
 * a refusal (a package mapped meanwhile: 409) is shown above the form.
 */
export function BlestaImport({ packages }: Props) {
  const { notify } = useFeedback();
  const categories = useCategories().data ?? [];
  const siteSettings = useLoadedSiteSettings().data;
  const defaultCurrency = siteSettings?.default_currency ?? "USD";
  const currencies = [defaultCurrency, ...(siteSettings?.currencies ?? []).filter((code) => code !== defaultCurrency)];
  const importPackages = useImportPackages();
  const problems = useFieldErrors(IMPORT_RULES);
  const [chosen, setChosen] = useState<number[]>([]);
  const [category, setCategory] = useState("");
  // The markup per plan type, in whole percent: 0 until the administrator asks for one.
  const [markups, setMarkups] = useState<Record<string, number>>({});
  const [created, setCreated] = useState<Plan[]>([]);
  const titleId = useId();
  const packagesId = useId();
  const packagesError = problems.error("package_ids");
  const offered = packages.filter((pkg) => chosen.includes(pkg.id));
  const type = categories.find((entry) => entry.key === category)?.type ?? null;
  const markupPercent = type ? (markups[type] ?? 0) : 0;
  // What the next sync will add to these plans: the billing settings' markup for their type.
  const syncMarkups = useBlestaSettings().data?.markup_percentages ?? {};
  const syncMarkup = type ? Math.round((syncMarkups[type] ?? 0) * 100) : 0;

  const toggle = (id: number, on: boolean) => {
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
    problems.clear("package_ids");
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { package_ids: offered.map((pkg) => pkg.id), category_key: category, markup_percentages: type ? { [type]: toFraction(markupPercent) } : {} };
    const markupError = markupProblem(markupPercent);
    if (problems.show({ ...schemaErrors(BlestaImportSchema, body, IMPORT_RULES), ...(markupError ? { markup: `Markup ${markupError}` } : {}) })) return;
    try {
      const answer = await importPackages.mutateAsync(body);
      setCreated(answer.created);
      setChosen([]);
      problems.clear();
      notify(`Created ${answer.created.length} plan${answer.created.length === 1 ? "" : "s"} from Blesta.`);
    } catch (caught) {
      if (isStatus(caught, 401)) return;
      // A package mapped meanwhile (409) is about the whole choice: said above the form, and at the packages.
      if (isStatus(caught, 409)) problems.show(serverErrors(caught, IMPORT_RULES), errorText(caught));
      else if (!problems.showServer(caught)) problems.show({}, errorText(caught));
      notify(`Error creating plans: ${errorText(caught)}`, "error");
    }
  }

  return (
    <div className="panel blesta-import">
      <h2 id={titleId}>Create plans</h2>
      <p className="muted">
        A new plan for each Blesta package no plan sells yet: its name and description (one feature per line) in every language Blesta has, and its prices in
        every enabled currency and term, with the markup you give the plan type below (0 %: Blesta's own prices). Edit the plans in Hosting Plans afterwards.
      </p>
      {packages.length === 0 ? (
        <p className="empty-state">Every Blesta package is sold by a plan.</p>
      ) : (
        <form aria-labelledby={titleId} onSubmit={submit} noValidate {...problems.scope} className="form-grid">
          <FormError>{problems.summary}</FormError>
          <fieldset className="field-wide import-packages" aria-describedby={packagesError ? `${packagesId}-error` : undefined}>
            <legend>Packages without a plan</legend>
            {packages.map((pkg, index) => (
              <label key={pkg.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.includes(pkg.id)}
                  onChange={(e) => toggle(pkg.id, e.target.checked)}
                  {...(index === 0 ? fieldA11y(packagesId, null, packagesError) : {})}
                />
                <span>
                  {pkg.name} (#{pkg.id})
                </span>
              </label>
            ))}
            {packagesError && <FieldError id={`${packagesId}-error`}>{packagesError}</FieldError>}
          </fieldset>
          <SelectField
            label="Category"
            value={category}
            error={problems.error("category_key")}
            onChange={(e) => {
              setCategory(e.target.value);
              problems.clear("category_key");
            }}
            hint="The new plans go at its end, with its plan type"
          >
            <option value="">Choose a category</option>
            {categories.map((entry) => (
              <option key={entry.id} value={entry.key}>
                {entry.display_name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={type ? `Markup for ${planTypeName(type)} plans (%)` : "Markup (%)"}
            type="number"
            inputMode="numeric"
            min={0}
            max={MARKUP_PERCENT.max}
            step={MARKUP_PERCENT.step}
            value={markupPercent}
            disabled={!type}
            error={problems.error("markup")}
            onChange={(e) => {
              if (type) setMarkups((current) => ({ ...current, [type]: e.target.value === "" ? 0 : Number(e.target.value) }));
              problems.clear("markup");
            }}
            hint={
              !type
                ? "Choose a category first: the markup is asked per plan type."
                : `${
                    markupPercent > 0
                      ? "Blesta's checkout charges Blesta's price: with a markup the site advertises more than customers pay at checkout."
                      : "0 %: the site shows exactly what Blesta's checkout charges."
                  }${
                    syncMarkup !== markupPercent
                      ? ` Sync adds the Settings sub-tab's markup for ${planTypeName(type)} plans (${syncMarkup} %): set it to ${markupPercent} % there to keep these prices.`
                      : ""
                  }`
            }
          />
          <ImportPricePreview packages={offered} markup={markupProblem(markupPercent) ? 0 : toFraction(markupPercent)} currencies={currencies} />
          <div className="form-actions field-wide">
            <button type="submit" className="button primary" disabled={importPackages.isPending}>
              {importPackages.isPending
                ? "Creating..."
                : offered.length > 0
                  ? `Create ${offered.length} plan${offered.length === 1 ? "" : "s"}`
                  : "Create plans"}
            </button>
          </div>
        </form>
      )}
      {created.length > 0 && (
        <div role="status" className="import-created">
          <h3>Created</h3>
          <ul>
            {created.map((plan) => (
              <li key={plan.id}>
                {plan.name} (Blesta package #{plan.blesta_package_id}): {monthlyPrices(plan, defaultCurrency)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
