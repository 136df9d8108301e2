import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { PLAN_NAMES } from '@domain/plans/catalog'
import { PROVIDERS, SUBSCRIBABLES, SUBSCRIPTION_TYPES } from '@domain/plans/subscription'
import { billingLogHooks } from '../BillingLog/logBillingChange'
import { subscriptionsEndpoints } from '../../api'
import { grantedByStaff, planIntervalFromPlan, subscriberMatchesSubscribable } from './hooks/planFields'
import { jsonField } from '../../fields/jsonField'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/**
 * A plan an account (or a company) is on, whoever sells it (docs/plans.md "Subscriptions"). The source of
 * what an account may open: entitlement is computed from these on every read (domain/plans/entitlement.ts),
 * never stored on the account. Learners never write them through Payload's routes: their plan changes go
 * through the learner calls and the payment provider's webhooks; staff edit and grant here, and every change
 * is logged with who made it (billing_log).
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: {
    useAsTitle: 'plan',
    defaultColumns: ['user', 'company', 'plan', 'type', 'provider', 'currentPeriodEnd'],
    group: 'Billing',
    description: 'To grant a plan, create a coupon subscription (provider COUPON) with its two dates. An academic team plan: subscribable COMPANY, plan team_academic, with its seats.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeValidate: [subscriberMatchesSubscribable], beforeChange: [planIntervalFromPlan, grantedByStaff], ...billingLogHooks },
  // The learner's plan calls (cms/api/plans): Payload's own REST stays for staff.
  endpoints: subscriptionsEndpoints,
  defaultSort: '-startsAt',
  fields: [
    { name: 'subscribable', type: 'select', required: true, defaultValue: 'USER', options: options(SUBSCRIBABLES) },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { condition: (data) => data?.subscribable !== 'COMPANY' } },
    { name: 'company', type: 'relationship', relationTo: 'companies', index: true, admin: { condition: (data) => data?.subscribable === 'COMPANY' } },
    { name: 'type', type: 'select', required: true, index: true, options: options(SUBSCRIPTION_TYPES) },
    { name: 'provider', type: 'select', required: true, options: options(PROVIDERS), admin: { description: 'COUPON: granted by the platform itself (a coupon, a staff grant, a trial without a card).' } },
    { name: 'plan', type: 'select', required: true, options: options(PLAN_NAMES) },
    {
      type: 'row',
      fields: [
        { name: 'interval', type: 'select', options: options(['month', 'year']), admin: { readOnly: true, description: 'From the plan.' } },
        { name: 'intervalCount', type: 'number', admin: { readOnly: true, description: 'From the plan.' } },
      ],
    },
    {
      name: 'quantity',
      type: 'number',
      min: 1,
      admin: { condition: (data) => data?.subscribable === 'COMPANY', description: 'A team plan: the contracted seats (docs/teams.md).' },
    },
    { name: 'course', type: 'relationship', relationTo: 'courses', admin: { description: 'The course a per-course Professional purchase opens.' } },
    { name: 'startsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'currentPeriodEnd',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Next payment date (active, trial); end date (canceled, coupon, reserved). Empty: never ends (a one-off purchase).' },
    },
    { name: 'trialEndsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'graceUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Paused: usable until then; empty means suspended.' } },
    { name: 'paymentType', type: 'select', options: options(['card', 'billing']) },
    { name: 'coupon', type: 'relationship', relationTo: 'coupons' },
    { name: 'promotionId', type: 'text' },
    { name: 'grantedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, description: 'The staff member who granted this plan.' } },
    {
      type: 'collapsible',
      label: { en: 'Payment provider', ja: '決済サービス' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'providerSubscriptionId', type: 'text', index: true },
        { name: 'providerCustomerId', type: 'text' },
        { name: 'providerCheckoutId', type: 'text', index: true },
        { name: 'providerUpdatedAt', type: 'number', admin: { readOnly: true, description: "The provider's time (Unix seconds) of the newest state applied: an older webhook changes nothing." } },
      ],
    },
    {
      name: 'cancellation',
      type: 'group',
      fields: [
        { name: 'canceledAt', type: 'date' },
        jsonField({ name: 'reasons', admin: { description: 'The questionnaire answers (docs/plans.md "Cancelling").' } }),
        { name: 'comment', type: 'textarea', maxLength: 2000 },
      ],
    },
  ],
}
