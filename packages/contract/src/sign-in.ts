/** Texts of the server-rendered sign-in page, shared with the end-to-end tests. */
export const SIGN_IN_TEXTS = {
  title: 'Sign in to Reelbase',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  invalidCredentials: 'The email or password is incorrect.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  expired: 'This sign-in page has expired. Please start again from the console.',
  signingOut: 'Signing you out…',
  signOut: 'Sign out',
  signOutQuestion: 'Sign out of Reelbase?',
} as const;

/** Failed sign-ins allowed per email address from one client address within the window. */
export const SIGN_IN_MAX_FAILURES = 5;
/**
 * Failed sign-ins allowed per email address from all client addresses together (distributed
 * guessing); well above what one address may reach, so one stranger cannot lock an account out.
 */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 20;
/** Failures from one client address after which each further attempt waits longer (1, 2, 4 ... 60 s). */
export const SIGN_IN_SLOWDOWN_AFTER = 10;
/** Failed sign-ins allowed per IP address within the window (higher: an office shares one address). */
export const SIGN_IN_MAX_FAILURES_PER_IP = 30;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
