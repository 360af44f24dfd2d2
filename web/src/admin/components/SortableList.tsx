import type { ReactNode } from "react";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { DRAG_ACTIVATION_PX } from "../../../../common/constants";

interface Props<T> {
  items: T[];
  getId: (item: T) => number;
  getName: (item: T) => string;
  /** Called with the whole list in its new order. */
  onReorder: (items: T[]) => void;
  layout?: "list" | "grid";
  className?: string;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
}

/** A reorderable list: pointer drag after 3 px or keyboard drag (Space, arrows, Space) on the handle. */
export function SortableList<T>({ items, getId, getName, onReorder, layout = "list", className, renderItem, disabled }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
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
