/** Absolute links into the web app, for e-mails. */
export interface AppLinks {
  login: string;
  forgotPassword: string;
  resetPassword(token: string): string;
}

export function appLinks(publicUrl: string): AppLinks {
  return {
    login: `${publicUrl}/login`,
    forgotPassword: `${publicUrl}/forgot-password`,
    resetPassword: (token) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  };
}
