import { useMemo, useState, type FormEvent } from "react";
import { errorText, isStatus } from "../../../lib/api/errors";
import { TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { useFeedback } from "../../components/ui/Feedback";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { useFaq, useSaveFaq } from "../../api/content";
import { FAQ_LIMITS, faqErrors, faqField, faqLabel, faqName, faqRules, faqUntranslated, newFaqDraft, toFaqBody, toFaqDrafts, type FaqDraft } from "./faqForm";
import { ListEditor } from "./ListEditor";
import { formatNumber } from "../../lib/format";

/**
 * The FAQ of the home page (between About and Contact; none while the list is empty): questions with markdown
 * answers, added, removed and dragged into order, saved as one list.
 */
export function FaqEditor() {
  const { notify, confirm } = useFeedback();
  const query = useFaq();
  const saveFaq = useSaveFaq();
  const { form: items, setForm: setItems, dirty, setSaved, discard } = useServerForm(query.data, toFaqDrafts);
  const rules = useMemo(() => faqRules(items), [items]);
  const problems = useFieldErrors(rules);
  const [saving, setSaving] = useState(false);
  const language = useEditLanguage();

  const edit = (key: number, change: Partial<FaqDraft>, field: string) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
    problems.clear(field);
  };
  /** A question's or answer's props: its own text, or its translation while another language is chosen. */
  const text = (item: FaqDraft, index: number, key: "question" | "answer") =>
    translatable(
      language,
      item[key],
      item.translations,
      key,
      (value) => edit(item.key, { [key]: value }, faqField(index, key)),
      (translations) => edit(item.key, { translations }, faqField(index, key)),
    );
  /** Problems are shown by position: a change of the list's shape makes them stale. */
  const reshape = (list: FaqDraft[]) => {
    setItems(list);
    problems.clear();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = problems.show(faqErrors(items, language.defaultLanguage));
    if (problem) return notify(`Error saving FAQ: ${problem}`, "error");
    setSaving(true);
    try {
      await saveFaq.mutateAsync(toFaqBody(items, language.defaultLanguage));
      notify("FAQ saved successfully!");
      setSaved(items);
    } catch (caught) {
      if (isStatus(caught, 401)) return;
      problems.showServer(caught);
      notify(`Error saving FAQ: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form-grid" aria-labelledby="faq-title" onSubmit={save} noValidate {...problems.scope}>
      <div className="field-wide settings-section-head">
        <h2 id="faq-title">FAQ Section</h2>
        {dirty && <span className="badge badge-yellow">Unsaved changes</span>}
      </div>
      <LanguageSwitch edit={language} label="Language of the questions" untranslated={(other) => faqUntranslated(items, other, language.defaultLanguage)} />
      <FormError>{problems.summary}</FormError>
      {query.error && <p className="warning field-wide">The FAQ could not be loaded ({errorText(query.error)}); saving replaces it.</p>}
      {query.isPending ? (
        <p className="empty-state field-wide">Loading questions...</p>
      ) : (
        <ListEditor
          legend="Questions"
          hint={`Shown on the home page between About and Contact, each question opening its answer; none: no FAQ section. Answers take markdown (**bold**, [links](https://…), lists). Up to ${FAQ_LIMITS.items} questions.`}
          listName="FAQ"
          items={items}
          max={FAQ_LIMITS.items}
          addLabel="+ Add Question"
          newItem={newFaqDraft}
          onReshape={reshape}
          nameOf={faqName}
          confirmRemove={(item, index) =>
            item.question.trim() || item.answer.trim()
              ? confirm(`Remove the question "${faqName(item, index)}"?`, { title: "Remove question", confirmLabel: "Remove", danger: true })
              : Promise.resolve(true)
          }
          className="list-editor-cards"
          fixed={language.translating}
          renderItem={(item, index, handle, remove) => (
            <div className="card list-card">
              <div className="list-card-head">
                {handle}
                <h3 className="list-card-title">{item.question.trim() || "New question"}</h3>
                {remove}
              </div>
              <div className="form-grid">
                <TextField
                  label={faqLabel(index, "question")}
                  wide
                  maxLength={FAQ_LIMITS.question}
                  error={problems.error(faqField(index, "question"))}
                  {...text(item, index, "question")}
                />
                <TextArea
                  label={faqLabel(index, "answer")}
                  rows={3}
                  maxLength={FAQ_LIMITS.answer}
                  hint={`Markdown, ${formatNumber(text(item, index, "answer").value.length)} of ${formatNumber(FAQ_LIMITS.answer)} characters`}
                  error={problems.error(faqField(index, "answer"))}
                  {...text(item, index, "answer")}
                />
              </div>
            </div>
          )}
        />
      )}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving || query.isPending}>
          {saving ? "Saving..." : "Save FAQ"}
        </button>
        <button type="button" className="button" disabled={saving || !dirty} onClick={() => (discard(), problems.clear())}>
          Discard changes
        </button>
      </div>
    </form>
  );
}
