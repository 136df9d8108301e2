import { describe, expect, it } from 'vitest'
import { lexicalFromBlocks } from '@cms/richText/lexicalFromBlocks'
import { toHtml } from '@site/lib/richText'

describe('links in rich text (docs/content.md "Links")', () => {
  it('turns [text](address) in a seeded block into a link, in paragraphs and headings alike', () => {
    const html = toHtml(lexicalFromBlocks(['## See [the plans](/plans/for_users)', 'Write to us from the [contact page](/about/contact).']), 'ja')
    expect(html).toBe('<h2>See <a href="/plans/for_users">the plans</a></h2><p>Write to us from the <a href="/about/contact">contact page</a>.</p>')
  })

  it("leads a link to a site page to the reader's locale, and leaves every other address as written", () => {
    const blocks = ['[contact](/about/contact) [home](/) [query](/courses?x=1#paths) [english](/en/faqs) [api](/api/users/me) [file](/robots.txt) [away](https://example.com/x) [proto](//example.com)']
    const hrefs = (locale: 'ja' | 'en' | 'id') => [...toHtml(lexicalFromBlocks(blocks), locale).matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(hrefs('ja')).toEqual(['/about/contact', '/', '/courses?x=1#paths', '/en/faqs', '/api/users/me', '/robots.txt', 'https://example.com/x', '//example.com'])
    expect(hrefs('id')).toEqual(['/id/about/contact', '/id/', '/id/courses?x=1#paths', '/en/faqs', '/api/users/me', '/robots.txt', 'https://example.com/x', '//example.com'])
  })
})
