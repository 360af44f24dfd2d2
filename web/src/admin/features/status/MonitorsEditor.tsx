import { useId, useMemo, type FormEvent } from "react";
import { STATUS_MONITOR_LIMITS } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { SortableList } from "../../components/SortableList";
import { TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { FormHead, SaveButtons } from "../../components/ui/SaveButtons";
import { useFeedback } from "../../components/ui/Feedback";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { Switch } from "../../components/ui/Switch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useFormSave } from "../../hooks/useFormSave";
import { useServerForm } from "../../hooks/useServerForm";
import { tabAddress } from "../../lib/tabAddress";
import { monitorName, useStatusMonitors } from "../../api/statusMonitors";
import { useSaveStatusMonitors } from "./api";
import { monitorErrors, monitorField, monitorRules, monitorsUntranslated, toMonitorDrafts, toMonitorsBody, type MonitorDraft } from "./monitorsForm";

/**
 * The monitors the status monitor reports: shown or hidden on the status page (a new one is hidden until shown),
 * named (empty: Uptime Kuma's name), grouped and dragged into order, with their names and groups in every
 * language; saved as one list.
 */
export function MonitorsEditor() {
  const { notify } = useFeedback();
  const query = useStatusMonitors();
  const saveMonitors = useSaveStatusMonitors();
  const { form: drafts, setForm: setDrafts, dirty, setSaved, discard } = useServerForm(query.data, toMonitorDrafts);
  const rules = useMemo(() => monitorRules(drafts), [drafts]);
  const problems = useFieldErrors(rules);
  const saver = useFormSave(problems);
  const language = useEditLanguage();
  const groupsId = useId();
  const groups = [...new Set(drafts.map((draft) => draft.group.trim()).filter(Boolean))];

  const edit = (id: number, change: Partial<MonitorDraft>, field?: string) => {
    setDrafts((list) => list.map((draft) => (draft.id === id ? { ...draft, ...change } : draft)));
    if (field) problems.clear(field);
  };
  /** A name's or group's props: its own text, or its translation while another language is chosen. */
  const text = (draft: MonitorDraft, index: number, key: "name" | "group") => {
    const props = translatable(
      language,
      draft[key],
      draft.translations,
      key,
      (value) => edit(draft.id, { [key]: value }, monitorField(index, key)),
      (translations) => edit(draft.id, { translations }, monitorField(index, key)),
    );
    return key === "name" ? { ...props, placeholder: props.placeholder || draft.kuma_name } : props;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = problems.show(monitorErrors(drafts, language.defaultLanguage));
    if (problem) return notify(`Error saving monitors: ${problem}`, "error");
    const sent = drafts;
    const saved = await saver.run(() => saveMonitors.mutateAsync(toMonitorsBody(sent, language.defaultLanguage)), {
      saved: "Monitors saved successfully!",
      failed: "Error saving monitors: ",
    });
    if (saved) setSaved(sent);
  }

  const head = (
    <FormHead id="monitors-title" dirty={dirty}>
      Monitors
    </FormHead>
  );
  if (query.isPending || drafts.length === 0) {
    return (
      <section className="panel" aria-labelledby="monitors-title">
        {head}
        {query.error && <p className="warning">The monitors could not be loaded: {errorText(query.error)}</p>}
        <p className="empty-state status-empty">
          {query.isPending ? (
            "Loading monitors..."
          ) : (
            <>
              No monitors known yet. Set the Uptime Kuma address in <a href={tabAddress("settings", "status")}>Site Settings → Status monitor</a>: the monitors
              it reports appear here after its next check, hidden until you show them.
            </>
          )}
        </p>
      </section>
    );
  }

  return (
    <form className="panel" aria-labelledby="monitors-title" onSubmit={save} noValidate {...problems.scope}>
      {head}
      <p className="muted settings-section-description">
        Every monitor your status monitor reports. Show the ones visitors should see, name and group them as visitors should read them, and drag them into
        order. A new monitor stays hidden until you show it.
      </p>
      <LanguageSwitch
        edit={language}
        label="Language of the monitors' names"
        untranslated={(other) => monitorsUntranslated(drafts, other, language.defaultLanguage)}
      />
      <FormError>{problems.summary}</FormError>
      {query.error && <p className="warning">The monitors could not be loaded again: {errorText(query.error)}</p>}
      <datalist id={groupsId}>
        {groups.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
      <SortableList
        items={drafts}
        getId={(draft) => draft.id}
        getName={monitorName}
        listName="Monitors"
        className="plain-list monitor-list"
        disabled={language.translating}
        onReorder={(next) => (setDrafts(next), problems.clear())}
        renderItem={(draft, handle) => {
          const index = drafts.indexOf(draft);
          return (
            <article className={`card monitor-card${draft.visible ? "" : " monitor-hidden"}`} aria-label={draft.kuma_name}>
              {language.translating ? <span className="drag-handle-space" aria-hidden="true" /> : handle}
              <div className="monitor-head">
                <h3 className="monitor-title">{monitorName(draft)}</h3>
                <p className="muted small">
                  Uptime Kuma: {draft.kuma_name} · id {draft.id}
                </p>
              </div>
              <Switch
                className="monitor-shown"
                label="Shown"
                hiddenText={draft.kuma_name}
                checked={draft.visible}
                onChange={(event) => edit(draft.id, { visible: event.target.checked })}
              />
              <div className="monitor-fields">
                <TextField
                  label="Name"
                  maxLength={STATUS_MONITOR_LIMITS.name}
                  error={problems.error(monitorField(index, "name"))}
                  {...text(draft, index, "name")}
                />
                <TextField
                  label="Group"
                  maxLength={STATUS_MONITOR_LIMITS.group}
                  list={groupsId}
                  error={problems.error(monitorField(index, "group"))}
                  {...text(draft, index, "group")}
                />
              </div>
            </article>
          );
        }}
      />
      <p className="hint">
        Name empty: visitors read Uptime Kuma's name. Group empty: the monitor is listed on its own. Drag ⠿ (or Space and the arrow keys) to order.
      </p>
      <SaveButtons saving={saver.saving} dirty={dirty} saveText="Save Monitors" onDiscard={() => (discard(), problems.clear())} />
    </form>
  );
}
