/** Fills `{name}` placeholders of a message; a placeholder without a value stays as written (docs/messages.md "Placeholders"). */
export const format = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
