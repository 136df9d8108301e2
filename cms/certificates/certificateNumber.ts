import { randomInt } from 'node:crypto'

// No 0/O or 1/I/L: a number read aloud or typed from a printout must not be mistaken.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A certificate's public number (docs/certificates.md "Verification"): 12 random characters, about 59 bits, unguessable. */
export function newCertificateNumber(): string {
  let number = ''
  for (let i = 0; i < 12; i++) number += ALPHABET[randomInt(ALPHABET.length)]
  return `${number.slice(0, 4)}-${number.slice(4, 8)}-${number.slice(8)}`
}

/** Whether a string has the shape of a certificate number (checked before any lookup). */
export const isCertificateNumber = (value: string) => /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/.test(value)
