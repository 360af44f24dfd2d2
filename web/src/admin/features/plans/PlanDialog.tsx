import { useState, type FormEvent } from "react";
import { PLAN_TYPES, type Category, type Plan } from "../../../../../common/contracts";
import { TermPriceFields } from "./TermPriceFields";
import { HOSTING_LIMIT_FIELDS, planTypeName } from "../../../../../common/rules";
import { LIMITS } from "../../../../../common/limits";
import { errorText, isStatus } from "../../../lib/api/errors";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { HrefField } from "../../components/ui/HrefField";
import { useFeedback } from "../../components/ui/Feedback";
import { Modal } from "../../components/ui/Modal";
import { useCloseGuard } from "../../hooks/useCloseGuard";
import { differs, useDirty } from "../../hooks/useDirty";
import { useSavePlan } from "./api";
import { applyCategory, formToPlanInput, planToForm, type PlanForm } from "./planForm";

export const NO_CATEGORIES_WARNING = "No categories exist yet. Create a category in the Plan Categories tab first, so the plan can be shown on the website.";

/**
 * Create/edit dialog with every plan field and the new-plan defaults. Closing it with unsaved changes asks first.
 * `categories` are in display order.
 */
export function PlanDialog({ plan, categories, onClose }: { plan: Plan | null; categories: Category[]; onClose: () => void }) {
  const { notify } = useFeedback();
  const save = useSavePlan();
  const [initial] = useState(() => planToForm(plan));
  const [form, setForm] = useState<PlanForm>(initial);
  const [busy, setBusy] = useState(false);
  const dirty = differs(form, initial);
  useDirty(dirty);
  const requestClose = useCloseGuard(dirty, onClose);
  const set = <K extends keyof PlanForm>(key: K, value: PlanForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof PlanForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key] as string} onChange={(e) => set(key, e.target.value as never)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await save.mutateAsync({ id: plan?.id ?? null, plan: formToPlanInput(form) });
      notify(plan ? "Plan updated successfully!" : "Plan created successfully!");
      onClose();
    } catch (caught) {
      setBusy(false);
      // A 401 has already signed the administrator out (see the query client); nothing more to say.
      if (isStatus(caught, 401)) return;
      notify(`${plan ? "Error updating plan: " : "Error creating plan: "}${errorText(caught)}`, "error");
    }
  }

  return (
    <Modal
      title={plan ? `Edit Plan: ${plan.name}` : "Add New Plan"}
      size="large"
      onClose={requestClose}
      footer={
        <>
          <button type="button" className="button" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" form="plan-form" className="button primary" disabled={busy}>
            {busy ? "Saving..." : plan ? "Update Plan" : "Create Plan"}
          </button>
        </>
      }
    >
      <form id="plan-form" className="form-grid" onSubmit={submit}>
        {categories.length === 0 && (
          <p className="warning field-wide" role="alert">
            {NO_CATEGORIES_WARNING}
          </p>
        )}
        {text("name", "Plan Name *", { required: true, maxLength: LIMITS.name })}
        <SelectField
          label="Category"
          value={form.category_key}
          onChange={(e) =>
            setForm((f) =>
              applyCategory(
                f,
                categories.find((c) => c.key === e.target.value),
              ),
            )
          }
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
        {text("price", "Monthly Price ($)", { type: "number", step: 0.01, min: 0 })}
        <SelectField label="Type" value={form.type} onChange={(e) => set("type", e.target.value as PlanForm["type"])}>
          {PLAN_TYPES.map((t) => (
            <option key={t} value={t}>
              {planTypeName(t)}
            </option>
          ))}
        </SelectField>
        {text("sub_type", "Sub-type", { hint: "e.g. ssd, hdd, standard, performance" })}
        {text("cpu", "CPU", { hint: "e.g. 2 (Core/vCPU is added on the website)" })}
        {text("ram", "RAM", { hint: "e.g. 4 (GB is added on the website)" })}
        {text("disk_space", "Storage")}
        {text("bandwidth", "Bandwidth")}
        {form.type === "shared" && (
          <fieldset className="field-wide subgrid">
            <legend>Hosting Limits</legend>
            {HOSTING_LIMIT_FIELDS.map(([key, label]) => (
              <TextField key={key} label={label} value={form[key]} onChange={(e) => set(key, e.target.value)} placeholder="e.g. 10 or Unlimited" />
            ))}
          </fieldset>
        )}
        <TextArea
          label="Features (one per line)"
          rows={5}
          value={form.features}
          onChange={(e) => set("features", e.target.value)}
          hint="Blank lines are dropped"
        />
        <HrefField
          label="Order URL"
          value={form.order_url}
          onChange={(e) => set("order_url", e.target.value)}
          placeholder="https://… or /order"
          hint="Leave empty to use the default billing URL. Also takes a page of this site (/order), a section (#pricing) or a mailto: link"
        />
        <TermPriceFields monthly={form.price} values={form.pricing} onChange={(pricing) => set("pricing", pricing)} />
        {text("markup_percentage", "Markup Percentage", { type: "number", step: 1, min: 0 })}
        {text("display_order", "Display Order", { type: "number", step: 1 })}
        {text("blesta_package_id", "Blesta Package ID", { type: "number", step: 1, min: 1 })}
        {text("docker_image", "Docker Image")}
        <TextArea label="Supported Games (one per line)" rows={3} value={form.supported_games} onChange={(e) => set("supported_games", e.target.value)} />
        <div className="checkbox-row field-wide">
          <Checkbox label="Popular" checked={form.is_popular} onChange={(e) => set("is_popular", e.target.checked)} />
          <Checkbox label="Sold out" checked={form.sold_out} onChange={(e) => set("sold_out", e.target.checked)} />
          <Checkbox label="Customizable" checked={form.is_customizable} onChange={(e) => set("is_customizable", e.target.checked)} />
          <Checkbox label="Managed WordPress" checked={form.managed_wordpress} onChange={(e) => set("managed_wordpress", e.target.checked)} />
          <Checkbox label="Auto-scaling" checked={form.auto_scaling} onChange={(e) => set("auto_scaling", e.target.checked)} />
        </div>
      </form>
    </Modal>
  );
}
