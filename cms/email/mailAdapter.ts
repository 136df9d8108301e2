import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { writeToOutbox } from './outbox'

export const MAIL_FROM = { address: process.env.MAIL_FROM ?? 'no-reply@open-learn.local', name: process.env.MAIL_FROM_NAME ?? 'Open Learn' }

/**
 * Payload's email adapter on nodemailer: SMTP when SMTP_URL is set (smtp://user:pass@host:587), otherwise the
 * local outbox (cms/email/outbox.ts), so the embedded default needs no mail server and loses no message.
 */
export const mailAdapter: EmailAdapter = () => {
  const smtpUrl = process.env.SMTP_URL
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: MAIL_FROM.address,
    defaultFromName: MAIL_FROM.name,
    async sendEmail(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message })
      if (!smtpUrl) writeToOutbox(String(message.to), (info as unknown as { message: Buffer }).message)
      return info
    },
  }
}
