import { describe, expect, it } from 'vitest'
import { InputSender, MAX_WRITE_CHARS, splitInput } from '@site/components/workspace/terminal/terminalInput'
import { afterEscapeNext, terminalKeyAction } from '@site/components/workspace/terminal/terminalKeys'
import { isTerminalPlugin } from '@site/components/workspace/fileEditors'
import { fitWidthsWithoutOutput, MIN_WIDTH, RESIZE_BAR } from '@site/components/workspace/layout'

/** The terminal pane's pure rules (docs/workspace.md "Terminal pages"). */
describe('terminal input on its way to the shell', () => {
  it('splits a long paste into pieces the protocol accepts, losing nothing', () => {
    const paste = 'echo hello\r'.repeat(4000)
    const pieces = splitInput(paste)
    expect(pieces.length).toBe(3)
    expect(pieces.every((p) => p.length <= MAX_WRITE_CHARS)).toBe(true)
    expect(pieces.join('')).toBe(paste)
  })

  it('never cuts a surrogate pair or an escape sequence in two', () => {
    expect(splitInput('ab😀cd', 3)).toEqual(['ab', '😀c', 'd'])
    expect(splitInput('abc\x1b[3~de', 5)).toEqual(['abc', '\x1b[3~d', 'e'])
    expect(splitInput('ab\x1b[A', 3)).toEqual(['ab', '\x1b[A'])
    expect(splitInput('\x1b[200~paste\x1b[201~', 8).join('')).toBe('\x1b[200~paste\x1b[201~')
    for (const piece of splitInput('x\x1b[200~paste\x1b[201~', 8)) expect(piece.endsWith('\x1b') || /\x1b\[[0-9]*$/.test(piece)).toBe(false)
  })

  it('sends what arrives within one frame as one event, in order, a few events in flight at most', async () => {
    const frames: (() => void)[] = []
    const sent: string[] = []
    const acks: (() => void)[] = []
    const sender = new InputSender(
      (data) => {
        sent.push(data)
        return new Promise<void>((resolve) => acks.push(resolve))
      },
      (flush) => frames.push(flush),
      4,
    )
    sender.write('l')
    sender.write('s')
    sender.write('\r')
    expect(frames.length).toBe(1)
    frames.shift()!()
    expect(sent).toEqual(['ls\r'])

    sender.write('a'.repeat(40))
    frames.shift()!()
    // Pieces of at most 4 characters; the first write's event and three more are in flight, the rest waits.
    expect(sent).toEqual(['ls\r', 'aaaa', 'aaaa', 'aaaa'])
    acks.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    frames.shift()!()
    expect(sent.length).toBe(5)
    while (acks.length || frames.length) {
      acks.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
      frames.shift()?.()
    }
    expect(sent.join('')).toBe(`ls\r${'a'.repeat(40)}`)
  })

  it('forgets what was not sent when the shell it was typed for is gone', () => {
    const frames: (() => void)[] = []
    const sent: string[] = []
    const sender = new InputSender(async (data) => void sent.push(data), (flush) => frames.push(flush))
    sender.write('rm -r notes')
    sender.drop()
    frames.shift()?.()
    expect(sent).toEqual([])
  })
})

const key = (type: string, keyName: string, mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey', boolean>> = {}, code = '') => ({
  type,
  key: keyName,
  code: code || (/^[a-z]$/i.test(keyName) ? `Key${keyName.toUpperCase()}` : keyName),
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
})

describe('keys in the terminal', () => {
  it('copies and pastes with Ctrl+Shift+C and Ctrl+Shift+V; Ctrl+C stays the interrupt and Ctrl+V does nothing', () => {
    expect(terminalKeyAction(key('keydown', 'C', { ctrlKey: true, shiftKey: true }), false)).toBe('copy')
    expect(terminalKeyAction(key('keydown', 'V', { ctrlKey: true, shiftKey: true }), false)).toBe('paste')
    expect(terminalKeyAction(key('keydown', 'c', { ctrlKey: true }), false)).toBe('terminal')
    expect(terminalKeyAction(key('keydown', 'v', { ctrlKey: true }), false)).toBe('ignore')
    // A Russian layout: the key is Cyrillic, the place on the keyboard is still C.
    expect(terminalKeyAction(key('keydown', 'С', { ctrlKey: true, shiftKey: true }, 'KeyC'), false)).toBe('copy')
    // Mac's Cmd+C and Cmd+V are the browser's own copy and paste.
    expect(terminalKeyAction(key('keydown', 'v', { metaKey: true }), false)).toBe('terminal')
  })

  it('leaves the terminal with Esc then Tab (or Shift+Tab); Tab alone is the shell’s', () => {
    expect(terminalKeyAction(key('keydown', 'Tab'), false)).toBe('terminal')
    let armed = afterEscapeNext(key('keydown', 'Escape'), false)
    expect(armed).toBe(true)
    expect(terminalKeyAction(key('keydown', 'Tab'), armed)).toBe('leave')
    armed = afterEscapeNext(key('keyup', 'Escape'), armed)
    armed = afterEscapeNext(key('keydown', 'Shift', { shiftKey: true }), armed)
    expect(terminalKeyAction(key('keydown', 'Tab', { shiftKey: true }), armed)).toBe('leave')
    expect(afterEscapeNext(key('keydown', 'a'), armed)).toBe(false)
    expect(afterEscapeNext(key('keydown', 'Escape', { altKey: true }), false)).toBe(false)
  })
})

describe('terminal pages in the workspace', () => {
  it('are known from the page’s plugin before the socket answers', () => {
    expect(isTerminalPlugin('commandline')).toBe(true)
    expect(isTerminalPlugin('git')).toBe(true)
    expect(isTerminalPlugin('javascript')).toBe(false)
  })

  it('give the output pane’s width to the terminal, keeping both minimums', () => {
    expect(fitWidthsWithoutOutput(360, 1400)).toEqual({ instruction: 360, editor: 1400 - RESIZE_BAR - 360 })
    expect(fitWidthsWithoutOutput(2000, 1000)).toEqual({ instruction: 1000 - RESIZE_BAR - MIN_WIDTH.editor, editor: MIN_WIDTH.editor })
    expect(fitWidthsWithoutOutput(10, 1000).instruction).toBe(MIN_WIDTH.instruction)
  })
})
