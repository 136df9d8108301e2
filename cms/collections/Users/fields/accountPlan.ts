import type { Field } from 'payload'
import { jsonField } from '../../../fields/jsonField'

const computed = (description: string) => ({ virtual: true, admin: { readOnly: true, description: `Computed from the subscriptions on every read: ${description}` } }) as const

/**
 * The account's plan, computed on every read by cms/plans/attachAccountPlan.ts from its subscriptions
 * (docs/plans.md "Entitlement"): virtual, so no route can write it and no column holds it.
 */
export const accountPlanFields: Field[] = [
  {
    name: 'entitlements',
    type: 'group',
    ...computed('what the account may open.'),
    fields: [
      { name: 'plus', type: 'checkbox', virtual: true },
      { name: 'professional', type: 'checkbox', virtual: true },
      jsonField({
        name: 'professionalCourses',
        virtual: true,
        typescriptSchema: [() => ({ type: 'array', items: { oneOf: [{ type: 'number' }, { type: 'string' }] } })],
      }),
    ],
  },
  { name: 'subscribing', type: 'checkbox', ...computed('some subscription opens a plan now.') },
  jsonField({ name: 'subscription', ...computed('the current subscription as the session shows it.') }),
  { name: 'canAccessFreeTrial', type: 'checkbox', ...computed('within 12 hours of sign-up and never on a plan.') },
  { name: 'freeTrialRequestDeadline', type: 'number', ...computed('when the free-trial offer closes (Unix seconds).') },
  jsonField({
    name: 'teams',
    ...computed('the teams the account belongs to, with its access and their plans (docs/teams.md "Session").'),
    typescriptSchema: [
      () => ({
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['membershipId', 'companyId', 'paidAccess', 'admin', 'inContract', 'reserved'],
          properties: {
            membershipId: { type: 'number' },
            companyId: { type: 'number' },
            paidAccess: { type: 'boolean' },
            admin: { type: 'boolean' },
            inContract: { type: 'boolean' },
            reserved: { type: 'boolean' },
          },
        },
      }),
    ],
  }),
]
