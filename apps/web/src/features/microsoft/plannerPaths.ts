/** Paths of the licence planner (M365 scheduler). */
export const plannerPaths = {
  planner: () => '/m365/scheduler/planner',
  userPlan: (id: string) => `/m365/scheduler/planner/${encodeURIComponent(id)}`,
  users: () => '/m365/scheduler/users',
  addUser: () => '/m365/scheduler/users/add',
  user: (id: string) => `/m365/scheduler/users/${encodeURIComponent(id)}`,
  schedule: (id: string) => `/m365/scheduler/users/${encodeURIComponent(id)}/schedule`,
}
