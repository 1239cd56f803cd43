/** Page titles, keyed by the titles the route table uses (routes.<key>). */
export const enRoutes = {
  signIn: 'Sign in',
  error: 'Error',
}
