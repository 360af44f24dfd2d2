import { Fragment, useId, useMemo, useState } from "react";
import type { NavigationItem } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, TextField } from "../../components/ui/Field";
import { HrefField } from "../../components/ui/HrefField";
import { deadLinkNote, useHomeSections } from "../../hooks/useHomeSections";
import { useFeedback } from "../../components/ui/Feedback";
import { pagePath, usePages } from "../../api/pages";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { useServerForm } from "../../hooks/useServerForm";
import { useNavigation, useSaveNavigation } from "./api";
import {
  DEFAULT_NAVIGATION,
  navField,
  navigationErrors,
  navigationProblem,
  navigationRules,
  navigationUntranslated,
  newKey,
  toDrafts,
  toSaveBody,
  type NavDraft,
} from "./navigationModel";

const toItems = (loaded: readonly Partial<NavigationItem>[] | undefined): NavDraft[] => (loaded ? toDrafts(loaded) : []);

/**
 * Navigation Menu: items with dropdowns, add/remove/move, Save Navigation (POST, PUT on 404, the menu path on
 * 405). A link may point at a published page of the site's own (/about-us): the link fields offer them.
 */
export function NavigationTab() {
  const { notify, confirm } = useFeedback();
  const query = useNavigation();
  const saveNavigation = useSaveNavigation();
  // When loading fails the default menu is shown; saving it replaces the stored one.
  const loaded = query.data ?? (query.isError ? DEFAULT_NAVIGATION : undefined);
  const { form: items, setForm: setItems, setSaved } = useServerForm(loaded, toItems);
  const [saving, setSaving] = useState(false);
  // The published pages of the site's own, offered as links (/about-us) in every link field.
  const published = (usePages().data ?? []).filter((page) => page.published);
  const pagesListId = useId();
  // A link to a home page section that is not there is left out of the website: its field says so.
  const sections = useHomeSections();
  const rules = useMemo(() => navigationRules(items), [items]);
  const problems = useFieldErrors(rules);
  const language = useEditLanguage();
  /** Problems are shown by position: a change of the list's shape makes them stale. */
  const reshape = (change: (list: NavDraft[]) => NavDraft[]) => {
    setItems(change);
    problems.clear();
  };

  const update = (key: number, change: Partial<NavDraft>, fields: string[] = []) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
    for (const field of fields) problems.clear(field);
  };
  const move = (index: number, delta: number) =>
    reshape((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item);
      return next;
    });
  const remove = async (item: NavDraft) => {
    if (await confirm(`Remove the menu item "${item.label || "(no label)"}"?`, { confirmLabel: "Remove", danger: true }))
      reshape((list) => list.filter((i) => i.key !== item.key));
  };

  async function save() {
    const problem = navigationProblem(items);
    if (problem) {
      problems.show(navigationErrors(items));
      return notify(`Error updating navigation: ${problem}`, "error");
    }
    setSaving(true);
    try {
      await saveNavigation.mutateAsync(toSaveBody(items, language.defaultLanguage));
      notify("Navigation updated successfully!");
      setSaved(items);
    } catch (caught) {
      problems.showServer(caught);
      notify(`Error updating navigation: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="nav-title">
      <div className="tab-header">
        <div>
          <h1 id="nav-title">Navigation Menu</h1>
          <p className="muted">The links in the website's header, in this order.</p>
        </div>
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => reshape((l) => [...l, { key: newKey(), label: "", href: "#", is_external: false, dropdown_items: [] }])}
          >
            + Add Item
          </button>
          <button type="button" className="button primary" onClick={save} disabled={saving}>
            {saving ? "Saving..." : "Save Navigation"}
          </button>
        </div>
      </div>
      {published.length > 0 && (
        <p className="hint nav-pages-hint">
          Your published pages can be linked by their address:{" "}
          {published.map((page, index) => (
            <Fragment key={page.id}>
              {index > 0 && ", "}
              <code>{pagePath(page)}</code>
            </Fragment>
          ))}
          .
        </p>
      )}
      <datalist id={pagesListId}>
        {published.map((page) => (
          <option key={page.id} value={pagePath(page)} label={page.title} />
        ))}
      </datalist>
      {query.isError && <p className="warning">The navigation could not be loaded; showing the default menu. Saving replaces the stored menu.</p>}
      {items.length === 0 && <p className="empty-state">No navigation items. Click "Add Item" to create one.</p>}
      <LanguageSwitch
        edit={language}
        label="Language of the menu's labels"
        untranslated={(other) => navigationUntranslated(items, other, language.defaultLanguage)}
      />
      <form {...problems.scope} noValidate onSubmit={(event) => (event.preventDefault(), void save())} aria-label="Menu items">
        <ol className="plain-list category-list">
          {items.map((item, index) => (
            <li key={item.key} className="card nav-item" aria-label={`Menu item ${index + 1}: ${item.label}`}>
              <div className="nav-item-row">
                <TextField
                  label={`Label (item ${index + 1})`}
                  error={problems.error(navField(index, "label"))}
                  {...translatable(
                    language,
                    item.label,
                    item.translations,
                    "label",
                    (label) => update(item.key, { label }, [navField(index, "label")]),
                    (translations) => update(item.key, { translations }, [navField(index, "label")]),
                  )}
                />
                <HrefField
                  label={`Link (item ${index + 1})`}
                  hint={deadLinkNote(item.href, sections)}
                  value={item.href}
                  error={problems.error(navField(index, "href"))}
                  onChange={(e) => update(item.key, { href: e.target.value }, [navField(index, "href")])}
                  placeholder="#section, /path or https://…"
                  list={pagesListId}
                />
                <Checkbox label="External" checked={item.is_external} onChange={(e) => update(item.key, { is_external: e.target.checked })} />
                <div className="card-actions">
                  <button type="button" className="button small" aria-label={`Move ${item.label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Move ${item.label} down`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button type="button" className="button small danger" aria-label={`Remove ${item.label || `item ${index + 1}`}`} onClick={() => remove(item)}>
                    Remove
                  </button>
                </div>
              </div>
              <div className="dropdown-list">
                {item.dropdown_items.map((d, di) => (
                  <div className="dropdown-row" key={di}>
                    <TextField
                      label={`Dropdown label ${di + 1}`}
                      error={problems.error(navField(index, "label", di))}
                      {...translatable(
                        language,
                        d.label,
                        d.translations,
                        "label",
                        (label) =>
                          update(item.key, { dropdown_items: item.dropdown_items.map((x, xi) => (xi === di ? { ...x, label } : x)) }, [
                            navField(index, "label", di),
                          ]),
                        (translations) =>
                          update(item.key, { dropdown_items: item.dropdown_items.map((x, xi) => (xi === di ? { ...x, translations } : x)) }, [
                            navField(index, "label", di),
                          ]),
                      )}
                    />
                    <HrefField
                      label={`Dropdown link ${di + 1}`}
                      hint={deadLinkNote(d.href, sections)}
                      list={pagesListId}
                      value={d.href}
                      error={problems.error(navField(index, "href", di))}
                      onChange={(e) =>
                        update(item.key, { dropdown_items: item.dropdown_items.map((x, xi) => (xi === di ? { ...x, href: e.target.value } : x)) }, [
                          navField(index, "href", di),
                        ])
                      }
                    />
                    <button
                      type="button"
                      className="button small danger"
                      aria-label={`Remove dropdown entry ${d.label || di + 1}`}
                      onClick={() =>
                        reshape((list) => list.map((i) => (i.key === item.key ? { ...i, dropdown_items: i.dropdown_items.filter((_, xi) => xi !== di) } : i)))
                      }
                    >
                      ×
                    </button>
                  </div>
                ))}
                <div>
                  <button
                    type="button"
                    className="button small"
                    onClick={() =>
                      reshape((list) => list.map((i) => (i.key === item.key ? { ...i, dropdown_items: [...i.dropdown_items, { label: "", href: "" }] } : i)))
                    }
                  >
                    + Add dropdown entry
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </form>
    </section>
  );
}
