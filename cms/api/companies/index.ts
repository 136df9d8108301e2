import type { Endpoint } from 'payload'
import { companyCourses, removeCompany, setCompanyCourses, showCompany, updateCompany } from './companyEndpoints'
import { invitationLanding, inviteByEmail, joinTeam, listInvitations, regenerateInviteLink } from './invitations'
import { importMembers, previewImport } from './memberImport'
import { listMembers, memberProgress, membersCsvDownload, removeMember, updateMember } from './members'
import { registerTeam, restartTeam } from './teamBilling'
import { teamProgress, teamRankings, teamTimeline } from './teamDashboard'

/** The team calls under /api/companies (docs/teams.md): fixed paths before '/:id' (Payload takes the first match). */
export const companiesTeamEndpoints: Endpoint[] = [
  registerTeam,
  membersCsvDownload,
  memberProgress,
  updateMember,
  removeMember,
  listMembers,
  previewImport,
  importMembers,
  teamProgress,
  teamRankings,
  teamTimeline,
  listInvitations,
  inviteByEmail,
  regenerateInviteLink,
  invitationLanding,
  joinTeam,
  companyCourses,
  setCompanyCourses,
  restartTeam,
  showCompany,
  updateCompany,
  removeCompany,
]
