/** Where to sign in, as /api/public/auth-config answers it. */
export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
}
