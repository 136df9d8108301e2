/**
 * The click targets the site may report (docs/learner-api.md "Events"); anything else is refused,
 * so the events stay a clean list staff can count.
 */
const ALLOWED_CLICK_TARGETS: RegExp[] = [
  /^header_link:(courses|slides|rankings|plans|free_trial)$/,
  /^register_popup:(plus_12_months|plus_6_months|plus_1_month|close)$/,
  /^subscription_form:submit$/,
  /^reminder_modal:minutes_(5|15|30|60|skip)$/,
  /^reminder_modal:days_(3|7|14|30|skip)$/,
  /^reminder_modal:set$/,
  /^welcome:(web-engineer|analytics|programming-for-beginners|website)$/,
  /^web_dev_intro:(web-dev-intro|python|html-css|analytics)$/,
  /^path_invitation:(html|python|es6|java|sql)$/,
  /^banner:\d{1,12}$/,
]

export const isAllowedClickTarget = (target: string) => ALLOWED_CLICK_TARGETS.some((pattern) => pattern.test(target))
