import { useRef, type KeyboardEvent } from "react";
import { TABS, type TabId } from "./tabs";

/** The tab list (one active tab), arrow keys move between tabs (`byArrows`: the phone menu then stays open). */
export function TabNav({ active, onSelect }: { active: TabId; onSelect: (tab: TabId, byArrows?: boolean) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === active);
    const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(index + moves[event.key] + TABS.length) % TABS.length];
    onSelect(next.id, true);
    list.current?.querySelector<HTMLElement>(`#tab-${next.id}`)?.focus();
  };
  return (
    <div className="tab-nav" role="tablist" aria-label="Admin sections" aria-orientation="vertical" ref={list} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          id={`tab-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={`panel-${tab.id}`}
          tabIndex={tab.id === active ? 0 : -1}
          className={tab.id === active ? "tab active" : "tab"}
          onClick={() => onSelect(tab.id)}
        >
          <span className="tab-icon" aria-hidden="true">
            {tab.icon}
          </span>
          <span className="tab-label">{tab.label}</span>
        </button>
      ))}
    </div>
  );
}
