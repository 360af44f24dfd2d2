import { useMemo, type ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { restrictToParentElement, restrictToVerticalAxis } from "@dnd-kit/modifiers";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { DRAG_ACTIVATION_PX } from "../../../../common/constants";

interface Props<T> {
  items: T[];
  getId: (item: T) => number;
  getName: (item: T) => string;
  /** What the list is, for screen readers: "VPS M moved to position 2 of 3 in {listName}". */
  listName: string;
  /** Called with the whole list in its new order. */
  onReorder: (items: T[]) => void;
  layout?: "list" | "grid";
  className?: string;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
}

/** Read to screen readers when a handle gets the focus. */
const DRAG_INSTRUCTIONS =
  "To move this item, press Space. While it is picked up, the arrow keys move it, Space drops it in its new place and Escape puts it back.";

const SCREEN_READER_INSTRUCTIONS = { draggable: DRAG_INSTRUCTIONS };

/** A dragged item stays inside its list: the page never pans sideways while something is dragged. */
const LIST_MODIFIERS: Modifier[] = [restrictToVerticalAxis, restrictToParentElement];
const GRID_MODIFIERS: Modifier[] = [restrictToParentElement];
/** The page scrolls up and down near the window's edges while dragging, never sideways. */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.2 } };

/**
 * What screen readers hear while an item is dragged: its name and its position in the list, by number. A move
 * is read once, when the place it would drop changes (not again for the place it was picked up from).
 */
function dragAnnouncements(ids: readonly UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string, listName: string): Announcements {
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${ids.length} in ${listName}`;
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${nameOf(active.id)}, ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const next = over?.id ?? null;
      if (next === lastOver) return undefined;
      lastOver = next;
      return over ? `${nameOf(active.id)} moved to ${position(over.id)}.` : `${nameOf(active.id)} is outside ${listName}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${position(over.id)}.` : `${nameOf(active.id)} dropped back at ${position(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It is back at ${position(active.id)}.`,
  };
}

/** A reorderable list: pointer drag after 3 px or keyboard drag (Space, arrows, Space) on the handle. */
export function SortableList<T>({ items, getId, getName, listName, onReorder, layout = "list", className, renderItem, disabled }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  // One set of announcements per order of the list, so what was read last survives re-renders during a drag.
  const names = items.map(getName);
  const orderKey = JSON.stringify([ids, names, listName]);
  const announcements = useMemo(() => {
    const [orderIds, orderNames, name] = JSON.parse(orderKey) as [number[], string[], string];
    return dragAnnouncements(orderIds, (id) => orderNames[orderIds.indexOf(Number(id))] ?? String(id), name);
  }, [orderKey]);

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={layout === "grid" ? GRID_MODIFIERS : LIST_MODIFIERS}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <ul className={className}>
          {items.map((item) => (
            <SortableItem key={getId(item)} id={getId(item)} name={getName(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, name, children }: { id: number; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 5 : undefined };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="drag-handle"
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${name}`}
      title="Drag to reorder (or press Space, then the arrow keys)"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? "sortable dragging" : "sortable"}>
      {children(handle)}
    </li>
  );
}
