'use client'
import { useState, type ReactNode } from 'react'

export interface ReorderText {
  moveUp: (title: string) => string
  moveDown: (title: string) => string
  drag: string
}

interface Props<T extends { id: number; title: string }> {
  items: T[]
  /** The collection the items belong to: ids repeat across collections, so the tree's items carry both. */
  collection: string
  label: string
  text: ReorderText
  /** Saves the new sequence; resolves false when it was refused (the list goes back). */
  onReorder: (ids: number[], moved: T, position: number) => Promise<boolean>
  render: (item: T) => ReactNode
}

/**
 * A list staff put in order by dragging an item (native drag and drop) or, from the keyboard, with each
 * item's Move up / Move down buttons (docs/admin.md "Curriculum tree").
 */
export function ReorderableList<T extends { id: number; title: string }>({ items, collection, label, text, onReorder, render }: Props<T>) {
  const [order, setOrder] = useState(items)
  const [dragged, setDragged] = useState<number | null>(null)

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return
    const previous = order
    const next = [...order]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    setOrder(next)
    if (!(await onReorder(next.map((entry) => entry.id), item, to + 1))) setOrder(previous)
  }

  return (
    <ol aria-label={label} className="curriculum-tree__list">
      {order.map((item, index) => (
        <li
          key={item.id}
          draggable
          data-collection={collection}
          data-id={item.id}
          className={`curriculum-tree__item${dragged === item.id ? ' is-dragged' : ''}`}
          onDragStart={(event) => {
            setDragged(item.id)
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', String(item.id))
            event.stopPropagation()
          }}
          onDragEnd={() => setDragged(null)}
          onDragOver={(event) => {
            if (dragged !== null && order.some((entry) => entry.id === dragged)) event.preventDefault()
          }}
          onDrop={(event) => {
            event.preventDefault()
            event.stopPropagation()
            const from = order.findIndex((entry) => entry.id === dragged)
            setDragged(null)
            if (from >= 0) void move(from, index)
          }}
        >
          <span className="curriculum-tree__handle" aria-hidden="true" title={text.drag}>⠿</span>
          <div className="curriculum-tree__body">{render(item)}</div>
          <span className="curriculum-tree__moves">
            <button type="button" className="curriculum-tree__move" disabled={index === 0} aria-label={text.moveUp(item.title)} onClick={() => void move(index, index - 1)}>↑</button>
            <button type="button" className="curriculum-tree__move" disabled={index === order.length - 1} aria-label={text.moveDown(item.title)} onClick={() => void move(index, index + 1)}>↓</button>
          </span>
        </li>
      ))}
    </ol>
  )
}
