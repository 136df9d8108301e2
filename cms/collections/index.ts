import { ApplicationEvents } from './ApplicationEvents'
import { Avatars } from './Avatars'
import { Banners } from './Banners'
import { BillingEvents } from './BillingEvents'
import { BillingLog } from './BillingLog'
import { Charges } from './Charges'
import { Chapters } from './Chapters'
import { Companies } from './Companies'
import { ContactMessages } from './ContactMessages'
import { CouponRedemptions } from './CouponRedemptions'
import { Coupons } from './Coupons'
import { Courses } from './Courses'
import { Documents } from './Documents'
import { FaqCategories } from './FaqCategories'
import { Faqs } from './Faqs'
import { FavoriteSlides } from './FavoriteSlides'
import { JobApplications } from './JobApplications'
import { JobOpenings } from './JobOpenings'
import { Languages } from './Languages'
import { LearningPaths } from './LearningPaths'
import { Lessons } from './Lessons'
import { Media } from './Media'
import { NewsPosts } from './NewsPosts'
import { Notifications } from './Notifications'
import { Pages } from './Pages'
import { Projects } from './Projects'
import { RankingExpBuckets } from './RankingExpBuckets'
import { RankingScores } from './RankingScores'
import { SlideSearchTerms } from './SlideSearchTerms'
import { Slides } from './Slides'
import { Subscriptions } from './Subscriptions'
import { SuccessStories } from './SuccessStories'
import { Topics } from './Topics'
import { UserPageInfos } from './UserPageInfos'
import { Users } from './Users'

/** Every collection, in the order the admin navigation lists them. */
export const collections = [
  Languages, Courses, Lessons, Chapters, Pages, Slides, Projects, Topics, LearningPaths,
  FaqCategories, Faqs, NewsPosts, SuccessStories, Documents, JobOpenings, Banners, Media,
  Users, Avatars, Companies, UserPageInfos, FavoriteSlides, SlideSearchTerms, RankingScores, RankingExpBuckets, Notifications, ApplicationEvents, ContactMessages, JobApplications,
  Subscriptions, Charges, Coupons, CouponRedemptions, BillingEvents, BillingLog,
]
