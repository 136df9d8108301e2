import type { Endpoint } from 'payload'
import { readEmailSubscriptions, updateEmailSubscriptions } from './emailSubscriptions'
import { cancelNextReminder, setNextReminder } from './nextReminder'
import { readReminder, updateReminder } from './reminders'

/** Email categories and the study reminder at the API root (docs/learner-api.md "Preferences"). */
export const rootPreferenceEndpoints: Endpoint[] = [readEmailSubscriptions, updateEmailSubscriptions, readReminder, updateReminder, setNextReminder, cancelNextReminder]
