import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { fieldA11y, FieldNotes } from "../../components/ui/FieldError";
import { browserLanguage, countryChoices, countryNamed, matchingCountries, type CountryChoice } from "./countryChoices";

interface Props {
  label: string;
  /** The chosen country's code ("" for none). */
  value: string;
  onChange: (code: string) => void;
  hint?: string;
  error?: string | null;
}

/**
 * The country of a location: a search field over every assigned country (named in the browser's language, with
 * its flag) and the list of those that match, as a combobox: type to narrow the list, the arrow keys move in it,
 * Enter or a click chooses, Escape closes it. Leaving the field with a search that chose nothing puts the chosen
 * country back; an emptied field chooses none.
 */
export function CountryPicker({ label, value, onChange, hint, error }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const choices = useMemo(() => countryChoices(browserLanguage()), []);
  const chosen = choices.find((choice) => choice.code === value);
  const [query, setQuery] = useState(chosen?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const searching = open && query !== (chosen?.name ?? "");
  const shown = useMemo(() => (searching ? matchingCountries(choices, query) : choices), [choices, query, searching]);

  // Escape closes the open list and puts the chosen country back, and goes no further: the dialog around it listens
  // on its own element, before React's handlers would see the key, and would close.
  const chosenName = chosen?.name ?? "";
  useEffect(() => {
    const field = input.current;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      event.stopPropagation();
      setOpen(false);
      setQuery(chosenName);
    };
    field?.addEventListener("keydown", onKey);
    return () => field?.removeEventListener("keydown", onKey);
  }, [open, chosenName]);

  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  function openAt(index: number) {
    setOpen(true);
    setActive(index);
  }

  function choose(choice: CountryChoice) {
    onChange(choice.code);
    setQuery(choice.name);
    setOpen(false);
  }

  /** Leaving the field: a name typed in full chooses its country, an emptied field none; else the chosen one is put back. */
  function leave() {
    setOpen(false);
    const named = countryNamed(choices, query);
    if (named) choose(named);
    else if (query.trim() === "") {
      if (value) onChange("");
    } else setQuery(chosen?.name ?? "");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!open)
        return openAt(
          Math.max(
            0,
            shown.findIndex((choice) => choice.code === value),
          ),
        );
      setActive((index) => Math.min(shown.length - 1, Math.max(0, index + step)));
    } else if (event.key === "Enter" && open) {
      // Enter chooses; it never sends the dialog's form while the list is open.
      event.preventDefault();
      if (shown[active]) choose(shown[active]);
    }
  }

  const a11y = fieldA11y(id, hint, error);
  return (
    <div className={`field country-picker${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <div className="country-picker-box">
        <span className="country-picker-flag" aria-hidden="true">
          {chosen?.flag ?? "🏳"}
        </span>
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && shown[active] ? `${id}-${shown[active].code}` : undefined}
          placeholder="Search a country…"
          value={query}
          {...a11y}
          onChange={(event) => {
            setQuery(event.target.value);
            openAt(0);
          }}
          onClick={() =>
            !open &&
            openAt(
              Math.max(
                0,
                shown.findIndex((choice) => choice.code === value),
              ),
            )
          }
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className="country-picker-list" hidden={!open}>
        {open &&
          shown.map((choice, index) => (
            <li
              key={choice.code}
              id={`${id}-${choice.code}`}
              role="option"
              data-index={index}
              aria-selected={index === active}
              className={`country-picker-option${choice.code === value ? " chosen" : ""}`}
              // The field keeps the focus (a click does not blur it first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(choice)}
            >
              <span aria-hidden="true">{choice.flag}</span> {choice.name} <span className="muted">{choice.code}</span>
            </li>
          ))}
      </ul>
      {open && shown.length === 0 && (
        <p className="country-picker-none muted small" role="status">
          No country matches "{query.trim()}"
        </p>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
