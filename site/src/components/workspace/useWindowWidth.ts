import { useEffect, useState } from 'react'

/** The window's width, following resizes (the work area's mode and the file tree's drawer depend on it). */
export function useWindowWidth() {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth))
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}
