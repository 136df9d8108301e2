import { localeStaticPaths } from '@domain/i18n/routes'
import { PLAN_NAMES, planOf } from '@domain/plans/catalog'

/** Every locale × every plan sold on the web: the pages of /plans/{plan}/subscriptions/new (docs/plans.md). */
export const subscribablePlanPaths = () =>
  localeStaticPaths().flatMap(({ params, props }) =>
    PLAN_NAMES.filter((plan) => planOf(plan).web).map((plan) => ({ params: { ...params, plan }, props: { locale: props.locale, plan } })),
  )
