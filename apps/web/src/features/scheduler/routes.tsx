import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** License planner (M365 scheduler). */
export const schedulerRoutes = pageRoutes([
  { path: '/m365/scheduler/planner', name: 'scheduler-planner', title: 'routes.schedulerPlanner' },
  { path: '/m365/scheduler/planner/:user', title: 'routes.schedulerPlannerUser' },
  { path: '/m365/scheduler/users', name: 'scheduler-users', title: 'routes.schedulerUsers' },
  { path: '/m365/scheduler/users/add', title: 'routes.schedulerUserAdd' },
  { path: '/m365/scheduler/users/:user', title: 'routes.schedulerUser' },
  { path: '/m365/scheduler/users/:user/schedule', title: 'routes.schedulerUserSchedule' },
])
