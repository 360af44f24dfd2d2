import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";
import { deadLinkNote, useHomeSections } from "../../hooks/useHomeSections";
import { translatable, type EditLanguage } from "../../hooks/useEditLanguage";
import {
  cardField,
  cardLabel,
  cardName,
  HOME_LIMITS,
  highlightField,
  highlightLabel,
  highlightName,
  ICON_CHOICES,
  newCard,
  newHighlight,
  newStat,
  statField,
  statLabel,
  statName,
  type CardDraft,
  type HighlightDraft,
  type StatDraft,
} from "./contentLists";
import { ListEditor } from "./ListEditor";

interface ListProps<T> {
  items: T[];
  problems: FieldErrorsApi;
  /** An entry's field changed (its problem goes). */
  onEdit: (items: T[], field: string) => void;
  /** Entries were added, removed or moved (problems are by position, so all of them go). */
  onReshape: (items: T[]) => void;
  /** The language the texts are edited in: in another than the default, each entry's texts are its translation. */
  edit: EditLanguage;
}

const edit = <T extends { key: number }>(items: T[], key: number, change: Partial<T>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

/** The hero's trust row in another language: translated as a whole list, one text per line. */
export function TranslatedHighlights({
  items,
  value,
  language,
  error,
  onChange,
}: {
  items: HighlightDraft[];
  value: string;
  language: string;
  error?: string | null;
  onChange: (text: string) => void;
}) {
  const { items: max } = HOME_LIMITS.highlights;
  return (
    <TextArea
      label="Highlights (one per line)"
      rows={Math.max(3, items.length)}
      value={value}
      lang={language}
      placeholder={items.map((item) => item.text).join("\n")}
      hint={`The whole row in this language, up to ${max} lines; empty: the default language's highlights.`}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The hero's trust row: 0–6 short texts under the buttons. */
export function HighlightsEditor({ items, problems, onEdit, onReshape }: Omit<ListProps<HighlightDraft>, "edit">) {
  const { items: max, text: maxText } = HOME_LIMITS.highlights;
  return (
    <ListEditor
      legend="Highlights"
      hint={`Short texts under the buttons, e.g. "24/7 expert support" (up to ${max}, each up to ${maxText} characters). None: the row is hidden.`}
      listName="Highlights"
      items={items}
      max={max}
      addLabel="+ Add highlight"
      newItem={newHighlight}
      error={problems.error("highlights")}
      onReshape={onReshape}
      nameOf={highlightName}
      renderItem={(item, index, handle, remove) => (
        <div className="list-row list-row-highlight">
          {handle}
          <TextField
            label={highlightLabel(index)}
            value={item.text}
            maxLength={maxText}
            error={problems.error(highlightField(index))}
            onChange={(e) => onEdit(edit(items, item.key, { text: e.target.value }), highlightField(index))}
          />
          {remove}
        </div>
      )}
    />
  );
}

/** The features section's cards: 1–6, each a title, a description, one of the ten icons and a link. */
export function CardsEditor({ items, problems, onEdit, onReshape, edit: language }: ListProps<CardDraft>) {
  const limits = HOME_LIMITS.cards;
  // A link to a home page section that is not there is left out of the website: its field says so.
  const sections = useHomeSections();
  const field = (item: CardDraft, index: number, key: "title" | "description" | "href") =>
    translatable(
      language,
      item[key],
      item.translations,
      key,
      (value) => onEdit(edit(items, item.key, { [key]: value }), cardField(index, key)),
      (translations) => onEdit(edit(items, item.key, { translations }), cardField(index, key)),
    );
  return (
    <ListEditor
      legend="Cards"
      hint={`The boxes under the heading (1 to ${limits.items}), each with an icon; a card with a link leads to a section (#vps), a page (/data-centres) or an address (https://…).`}
      listName="Feature cards"
      items={items}
      min={1}
      max={limits.items}
      addLabel="+ Add card"
      newItem={newCard}
      error={problems.error("cards")}
      onReshape={onReshape}
      nameOf={cardName}
      className="list-editor-cards"
      fixed={language.translating}
      renderItem={(item, index, handle, remove) => (
        <div className="card list-card">
          <div className="list-card-head">
            {handle}
            <h3>Card {index + 1}</h3>
            {remove}
          </div>
          <div className="form-grid">
            <TextField
              label={cardLabel(index, "title")}
              maxLength={limits.title}
              error={problems.error(cardField(index, "title"))}
              {...field(item, index, "title")}
            />
            <SelectField
              disabled={language.translating}
              label={cardLabel(index, "icon")}
              value={item.icon}
              error={problems.error(cardField(index, "icon"))}
              onChange={(e) => onEdit(edit(items, item.key, { icon: e.target.value as CardDraft["icon"] }), cardField(index, "icon"))}
            >
              {ICON_CHOICES.map(({ icon, name }) => (
                <option key={icon} value={icon}>
                  {name}
                </option>
              ))}
            </SelectField>
            <TextArea
              label={cardLabel(index, "description")}
              rows={2}
              maxLength={limits.description}
              error={problems.error(cardField(index, "description"))}
              {...field(item, index, "description")}
            />
            <TextField
              label={cardLabel(index, "href")}
              wide
              spellCheck={false}
              autoComplete="off"
              placeholder="#vps, /data-centres or https://…"
              hint={
                deadLinkNote(field(item, index, "href").value || item.href, sections) ??
                (language.translating ? "Empty: the same link as in the default language." : "Empty: the card is not a link.")
              }
              error={problems.error(cardField(index, "href"))}
              {...field(item, index, "href")}
            />
          </div>
        </div>
      )}
    />
  );
}

/** The about section's headline numbers: 0–4, each a value ("5000+") and a label ("happy customers"). */
export function StatsEditor({ items, problems, onEdit, onReshape, edit: language }: ListProps<StatDraft>) {
  const limits = HOME_LIMITS.stats;
  const field = (item: StatDraft, index: number, key: "value" | "label") =>
    translatable(
      language,
      item[key],
      item.translations,
      key,
      (value) => onEdit(edit(items, item.key, { [key]: value }), statField(index, key)),
      (translations) => onEdit(edit(items, item.key, { translations }), statField(index, key)),
    );
  return (
    <ListEditor
      legend="Stats"
      hint={`Headline numbers beside the text, e.g. "5000+" and "happy customers" (up to ${limits.items}). Only claims you can stand behind; none: they are hidden. A measured uptime shows the status page's 90 days (the typed value, which may be empty, until there is history).`}
      listName="Stats"
      items={items}
      max={limits.items}
      addLabel="+ Add stat"
      newItem={newStat}
      error={problems.error("stats")}
      onReshape={onReshape}
      nameOf={statName}
      fixed={language.translating}
      renderItem={(item, index, handle, remove) => (
        <div className="list-row list-row-stat">
          {handle}
          <TextField
            label={statLabel(index, "value")}
            maxLength={limits.value}
            placeholder={item.source ? "Optional" : undefined}
            error={problems.error(statField(index, "value"))}
            {...field(item, index, "value")}
          />
          <TextField
            label={statLabel(index, "label")}
            maxLength={limits.label}
            error={problems.error(statField(index, "label"))}
            {...field(item, index, "label")}
          />
          {remove}
          <Checkbox
            label={`Stat ${index + 1}: measured uptime`}
            checked={item.source === "measured_uptime"}
            disabled={language.translating}
            onChange={(e) => onEdit(edit(items, item.key, { source: e.target.checked ? "measured_uptime" : undefined }), statField(index, "value"))}
          />
        </div>
      )}
    />
  );
}
