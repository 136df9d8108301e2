import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { z } from 'zod'

/** Rich text as Payload stores it (Lexical editor state), turned into HTML at build time. */
export const richText = z
  .object({ root: z.object({ children: z.array(z.unknown()) }).passthrough() })
  .passthrough()
  .nullish()

export const toHtml = (value: z.infer<typeof richText>) => (value ? convertLexicalToHTML({ data: value as never, disableContainer: true }) : '')
