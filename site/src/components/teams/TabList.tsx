import type { KeyboardEvent } from 'react'

interface Props<T extends string> {
  tabs: readonly T[]
  selected: T
  /** `focus`: the keyboard moved, so the new tab takes the focus. */
  onSelect: (tab: T, focus: boolean) => void
  label: string
  className: string
  tabId: (tab: T) => string
  panelId: (tab: T) => string
  text: (tab: T) => string
}

/**
 * WAI-ARIA tabs (the dashboard's and the rankings' periods): only the selected tab is in the Tab order; arrow
 * keys, Home and End move between the tabs and take the focus with them.
 */
export function TabList<T extends string>({ tabs, selected, onSelect, label, className, tabId, panelId, text }: Props<T>) {
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const wanted = tabs[(next + tabs.length) % tabs.length]
    onSelect(wanted, true)
    document.getElementById(tabId(wanted))?.focus()
  }
  return (
    <div role="tablist" className={className} aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-controls={panelId(tab)}
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab, false)}
          onKeyDown={(event) => onKey(event, index)}
        >
          {text(tab)}
        </button>
      ))}
    </div>
  )
}
