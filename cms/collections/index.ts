import { withAdminLabels } from '../admin/adminLabels'
import { withPublishingStatus } from '../admin/withPublishingStatus'
import { ApplicationEvents } from './ApplicationEvents'
import { Avatars } from './Avatars'
import { Banners } from './Banners'
import { BillingEvents } from './BillingEvents'
import { BillingLog } from './BillingLog'
import { Certificates } from './Certificates'
import { Charges } from './Charges'
import { Chapters } from './Chapters'
import { Companies } from './Companies'
import { CompaniesUsers } from './CompaniesUsers'
import { CompanyInvitations } from './CompanyInvitations'
import { ContactMessages } from './ContactMessages'
import { CouponRedemptions } from './CouponRedemptions'
import { Coupons } from './Coupons'
import { Courses } from './Courses'
import { Documents } from './Documents'
import { FaqCategories } from './FaqCategories'
import { Faqs } from './Faqs'
import { FavoriteSlides } from './FavoriteSlides'
import { FeedbackAttachments } from './FeedbackAttachments'
import { Feedbacks } from './Feedbacks'
import { JobApplications } from './JobApplications'
import { JobOpenings } from './JobOpenings'
import { LanguageCertificateDescriptions } from './LanguageCertificateDescriptions'
import { Languages } from './Languages'
import { LearningPaths } from './LearningPaths'
import { LessonCompletions } from './LessonCompletions'
import { TeamLessonCounts } from './TeamLessonCounts'
import { Lessons } from './Lessons'
import { Media } from './Media'
import { NewsPosts } from './NewsPosts'
import { Notifications } from './Notifications'
import { Pages } from './Pages'
import { Projects } from './Projects'
import { RankingExpBuckets } from './RankingExpBuckets'
import { RankingScores } from './RankingScores'
import { ReminderDeliveries } from './ReminderDeliveries'
import { SlideSearchTerms } from './SlideSearchTerms'
import { Slides } from './Slides'
import { Subscriptions } from './Subscriptions'
import { SuccessStories } from './SuccessStories'
import { Topics } from './Topics'
import { UserDocumentPageInfos } from './UserDocumentPageInfos'
import { UserLearningPaths } from './UserLearningPaths'
import { UserPageInfos } from './UserPageInfos'
import { Users } from './Users'

/**
 * Every collection, in the order the admin navigation lists them, named in the admin's languages; those the
 * site is built from say when a save is live.
 */
export const collections = withPublishingStatus(withAdminLabels([
  Languages, Courses, Lessons, Chapters, Pages, Slides, Projects, Topics, LearningPaths, LanguageCertificateDescriptions,
  FaqCategories, Faqs, NewsPosts, SuccessStories, Documents, JobOpenings, Banners, Media, Feedbacks, FeedbackAttachments,
  Users, Avatars, Companies, CompaniesUsers, CompanyInvitations, UserPageInfos, LessonCompletions, TeamLessonCounts, UserLearningPaths, UserDocumentPageInfos, Certificates, FavoriteSlides, SlideSearchTerms, RankingScores, RankingExpBuckets, Notifications, ReminderDeliveries, ApplicationEvents, ContactMessages, JobApplications,
  Subscriptions, Charges, Coupons, CouponRedemptions, BillingEvents, BillingLog,
]))
