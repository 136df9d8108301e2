import { localeStaticPaths } from '@domain/i18n/routes'
import { PLAN_NAMES, planOf } from '@domain/plans/catalog'

/**
 * Every locale × every plan a learner buys on the web: the pages of /plans/{plan}/subscriptions/new
 * (docs/plans.md). A team plan (per seat) is bought by a company at /subscriptions/business_new instead (docs/teams.md).
 */
export const subscribablePlanPaths = () =>
  localeStaticPaths().flatMap(({ params, props }) =>
    PLAN_NAMES.filter((plan) => planOf(plan).web && !planOf(plan).perSeat).map((plan) => ({ params: { ...params, plan }, props: { locale: props.locale, plan } })),
  )
