import type { z } from "zod";
import type { TextFieldName, TextFields } from "../../../../common/contracts";
import { schemaErrors, type FieldRules } from "../lib/fieldErrors";
import { useFormDialog } from "./useFormDialog";
import { useTranslationDrafts } from "./useTranslationDrafts";

interface Options<F, T extends TextFields> {
  /** The record edited (null: a new one), with its stored translations. */
  record: { translations?: unknown } | null;
  /** Its texts that have translations, as its contract declares them. */
  fields: T;
  start: () => F;
  rules: FieldRules;
  onClose: () => void;
}

/**
 * A create/edit dialog of a record with translations: the dialog's form (useFormDialog), the translations kept
 * beside it (useTranslationDrafts), the props of each translatable input, and the check of the translations with
 * the record's change schema before anything is sent.
 */
export function useTranslatedDialog<F extends object, T extends TextFields>({ record, fields, start, rules, onClose }: Options<F, T>) {
  const translations = useTranslationDrafts(record, fields);
  const dialog = useFormDialog<F>({ start, rules, onClose, alsoChanged: translations.dirty });
  const { form, set, problems } = dialog;
  return {
    ...dialog,
    /** FormDialog's props that come from the dialog's state: busy while saving, its problems, closing that asks first. */
    frame: { saving: dialog.saving, problems, onClose: dialog.requestClose },
    translations,
    /** The props of the input of a translatable text of the form. */
    translated: (key: TextFieldName<T> & keyof F) =>
      translations.field(
        key,
        String(form[key]),
        (text) => set(key, text as F[typeof key]),
        () => problems.clear(key),
      ),
    /** Shows a problem of the translations at its field; true when there was one. */
    translationProblem: (schema: z.ZodType) => problems.show(schemaErrors(schema, { translations: translations.body() }, rules)) !== null,
  };
}
