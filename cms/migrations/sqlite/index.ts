import * as migration_20261122_150804_initial from './20261122_150804_initial';
import * as migration_20261122_154653_user_exp from './20261122_154653_user_exp';
import * as migration_20261122_182250_application_events from './20261122_182250_application_events';
import * as migration_20261122_235541_companies from './20261122_235541_companies';
import * as migration_20261123_000518_landing from './20261123_000518_landing';
import * as migration_20261123_000956_contact_messages from './20261123_000956_contact_messages';
import * as migration_20261123_001236_terms_agreed_at from './20261123_001236_terms_agreed_at';
import * as migration_20261123_010323_lesson_completion_count from './20261123_010323_lesson_completion_count';
import * as migration_20261123_060634_site_drafts from './20261123_060634_site_drafts';
import * as migration_20261123_061607_featured_course_free_trial from './20261123_061607_featured_course_free_trial';
import * as migration_20261123_062044_professional_page from './20261123_062044_professional_page';
import * as migration_20261123_063608_careers from './20261123_063608_careers';
import * as migration_20261123_064944_notifications from './20261123_064944_notifications';
import * as migration_20261123_065642_email_confirmation from './20261123_065642_email_confirmation';
import * as migration_20261123_070438_two_factor from './20261123_070438_two_factor';
import * as migration_20261123_071819_rankings from './20261123_071819_rankings';
import * as migration_20261123_074538_avatars from './20261123_074538_avatars';
import * as migration_20261123_102456_account_preferences from './20261123_102456_account_preferences';
import * as migration_20261123_103253_slide_library from './20261123_103253_slide_library';
import * as migration_20261125_063805_billing from './20261125_063805_billing';
import * as migration_20261125_071829_professional_course_link from './20261125_071829_professional_course_link';
import * as migration_20261125_083000_learning_paths_certificates from './20261125_083000_learning_paths_certificates';
import * as migration_20261125_084919_course_introduction_note from './20261125_084919_course_introduction_note';
import * as migration_20261125_112340_teams from './20261125_112340_teams';
import * as migration_20261127_224306_team_lesson_counts from './20261127_224306_team_lesson_counts';
import * as migration_20261128_083650_terminal_pages from './20261128_083650_terminal_pages';
import * as migration_20261128_125501_feedback_reminders_telemetry from './20261128_125501_feedback_reminders_telemetry';
import * as migration_20261129_072102_course_tracks from './20261129_072102_course_tracks';

export const migrations = [
  {
    up: migration_20261122_150804_initial.up,
    down: migration_20261122_150804_initial.down,
    name: '20261122_150804_initial',
  },
  {
    up: migration_20261122_154653_user_exp.up,
    down: migration_20261122_154653_user_exp.down,
    name: '20261122_154653_user_exp',
  },
  {
    up: migration_20261122_182250_application_events.up,
    down: migration_20261122_182250_application_events.down,
    name: '20261122_182250_application_events',
  },
  {
    up: migration_20261122_235541_companies.up,
    down: migration_20261122_235541_companies.down,
    name: '20261122_235541_companies',
  },
  {
    up: migration_20261123_000518_landing.up,
    down: migration_20261123_000518_landing.down,
    name: '20261123_000518_landing',
  },
  {
    up: migration_20261123_000956_contact_messages.up,
    down: migration_20261123_000956_contact_messages.down,
    name: '20261123_000956_contact_messages',
  },
  {
    up: migration_20261123_001236_terms_agreed_at.up,
    down: migration_20261123_001236_terms_agreed_at.down,
    name: '20261123_001236_terms_agreed_at',
  },
  {
    up: migration_20261123_010323_lesson_completion_count.up,
    down: migration_20261123_010323_lesson_completion_count.down,
    name: '20261123_010323_lesson_completion_count',
  },
  {
    up: migration_20261123_060634_site_drafts.up,
    down: migration_20261123_060634_site_drafts.down,
    name: '20261123_060634_site_drafts',
  },
  {
    up: migration_20261123_061607_featured_course_free_trial.up,
    down: migration_20261123_061607_featured_course_free_trial.down,
    name: '20261123_061607_featured_course_free_trial',
  },
  {
    up: migration_20261123_062044_professional_page.up,
    down: migration_20261123_062044_professional_page.down,
    name: '20261123_062044_professional_page',
  },
  {
    up: migration_20261123_063608_careers.up,
    down: migration_20261123_063608_careers.down,
    name: '20261123_063608_careers',
  },
  {
    up: migration_20261123_064944_notifications.up,
    down: migration_20261123_064944_notifications.down,
    name: '20261123_064944_notifications',
  },
  {
    up: migration_20261123_065642_email_confirmation.up,
    down: migration_20261123_065642_email_confirmation.down,
    name: '20261123_065642_email_confirmation',
  },
  {
    up: migration_20261123_070438_two_factor.up,
    down: migration_20261123_070438_two_factor.down,
    name: '20261123_070438_two_factor',
  },
  {
    up: migration_20261123_071819_rankings.up,
    down: migration_20261123_071819_rankings.down,
    name: '20261123_071819_rankings',
  },
  {
    up: migration_20261123_074538_avatars.up,
    down: migration_20261123_074538_avatars.down,
    name: '20261123_074538_avatars',
  },
  {
    up: migration_20261123_102456_account_preferences.up,
    down: migration_20261123_102456_account_preferences.down,
    name: '20261123_102456_account_preferences',
  },
  {
    up: migration_20261123_103253_slide_library.up,
    down: migration_20261123_103253_slide_library.down,
    name: '20261123_103253_slide_library',
  },
  {
    up: migration_20261125_063805_billing.up,
    down: migration_20261125_063805_billing.down,
    name: '20261125_063805_billing',
  },
  {
    up: migration_20261125_071829_professional_course_link.up,
    down: migration_20261125_071829_professional_course_link.down,
    name: '20261125_071829_professional_course_link',
  },
  {
    up: migration_20261125_083000_learning_paths_certificates.up,
    down: migration_20261125_083000_learning_paths_certificates.down,
    name: '20261125_083000_learning_paths_certificates',
  },
  {
    up: migration_20261125_084919_course_introduction_note.up,
    down: migration_20261125_084919_course_introduction_note.down,
    name: '20261125_084919_course_introduction_note',
  },
  {
    up: migration_20261125_112340_teams.up,
    down: migration_20261125_112340_teams.down,
    name: '20261125_112340_teams',
  },
  {
    up: migration_20261127_224306_team_lesson_counts.up,
    down: migration_20261127_224306_team_lesson_counts.down,
    name: '20261127_224306_team_lesson_counts',
  },
  {
    up: migration_20261128_083650_terminal_pages.up,
    down: migration_20261128_083650_terminal_pages.down,
    name: '20261128_083650_terminal_pages',
  },
  {
    up: migration_20261128_125501_feedback_reminders_telemetry.up,
    down: migration_20261128_125501_feedback_reminders_telemetry.down,
    name: '20261128_125501_feedback_reminders_telemetry',
  },
  {
    up: migration_20261129_072102_course_tracks.up,
    down: migration_20261129_072102_course_tracks.down,
    name: '20261129_072102_course_tracks'
  },
];
