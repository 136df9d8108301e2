import type { KeyboardEvent, PointerEvent } from 'react'
import { RESIZE_BAR } from './layout'

interface Props {
  orientation: 'vertical' | 'horizontal'
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

const KEY_STEP = 16

/** A resize bar (7 px) that works with a pointer and with arrow keys; announced as a separator with its value. */
export function Resizer({ orientation, label, value, min, max, onChange }: Props) {
  const clamp = (v: number) => Math.max(min, Math.min(max, v))
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const start = orientation === 'vertical' ? event.clientX : event.clientY
    const initial = value
    const target = event.currentTarget
    target.setPointerCapture(event.pointerId)
    const move = (e: globalThis.PointerEvent) => onChange(clamp(initial + (orientation === 'vertical' ? e.clientX : e.clientY) - start))
    const up = () => {
      target.removeEventListener('pointermove', move)
      target.removeEventListener('pointerup', up)
    }
    target.addEventListener('pointermove', move)
    target.addEventListener('pointerup', up)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const less = orientation === 'vertical' ? 'ArrowLeft' : 'ArrowUp'
    const more = orientation === 'vertical' ? 'ArrowRight' : 'ArrowDown'
    if (event.key === less) onChange(clamp(value - KEY_STEP))
    else if (event.key === more) onChange(clamp(value + KEY_STEP))
    else if (event.key === 'Home') onChange(min)
    else if (event.key === 'End') onChange(max)
    else return
    event.preventDefault()
  }
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={Math.round(value)}
      aria-valuemin={min}
      aria-valuemax={Math.max(min, Math.round(max))}
      className={`ws-resizer ws-resizer-${orientation}`}
      style={orientation === 'vertical' ? { width: RESIZE_BAR } : { height: RESIZE_BAR }}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  )
}
