/*
 * Choosing a password: the rule, the invitation's and the password reset's pages and mails, and
 * their limits. The pages are server-rendered under the sign-in provider's path (/oidc).
 */

export const PASSWORD_MIN_LENGTH = 10;
/** Longer passwords are refused by the forms (scrypt hashes any length, the form bounds it). */
export const PASSWORD_MAX_LENGTH = 1024;
/** The password rule as help text, shown below the field before anything is typed. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, not only spaces.`;

export const INVITATION_VALID_HOURS = 72;
/** A new invitation to the same user waits this long after the previous one. */
export const INVITATION_RESEND_INTERVAL_SECONDS = 60;
/** Invitations to one user within an hour. */
export const INVITATION_RESEND_MAX_PER_HOUR = 5;

/** A reset link works once, within this time. */
export const PASSWORD_RESET_VALID_MINUTES = 60;
/** Reset requests per e-mail address (whether or not an account has it) within the window. */
export const PASSWORD_RESET_MAX_PER_ADDRESS = 3;
/** Reset requests per client address within the window (an office shares one address). */
export const PASSWORD_RESET_MAX_PER_IP = 20;
export const PASSWORD_RESET_WINDOW_MINUTES = 60;

/** The set-password page of an invitation (server-rendered under /oidc/set-password/{token}). */
export const SET_PASSWORD_TEXTS = {
  title: 'Set your password',
  intro: 'Choose a password for your Reelbase account.',
  newPassword: 'New password',
  repeatPassword: 'Repeat password',
  submit: 'Set password',
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  blank: 'The password may not consist of spaces only.',
  mismatch: 'The passwords do not match.',
  expired: 'This link has expired. Ask your administrator for a new invitation.',
  done: 'Your password has been set. You can now sign in.',
  openConsole: 'Open Reelbase',
  mailSubject: 'You are invited to Reelbase',
} as const;

/** "Forgot password?": the request page, the set-new-password page and the mail. */
export const PASSWORD_RESET_TEXTS = {
  forgotLink: 'Forgot password?',
  title: 'Reset your password',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send link',
  invalidEmail: 'Please enter a valid email address.',
  sent: 'If an account exists for that address, we sent a link to reset the password.',
  sentHint: `The link works once and expires after ${PASSWORD_RESET_VALID_MINUTES} minutes. Check your spam folder if it does not arrive.`,
  tooMany: 'Too many password reset requests. Please try again later.',
  backToSignIn: 'Back to sign in',
  newTitle: 'Choose a new password',
  newIntro: 'Choose a new password for your Reelbase account. You will be signed out on every device.',
  submitNew: 'Change password',
  expired: 'This link has expired or was already used. You can ask for a new one on the sign-in page.',
  done: 'Your password has been changed. You can now sign in with it.',
  mailSubject: 'Reset your Reelbase password',
} as const;

/** The invitation's state and its Resend action in the console. */
export const INVITATION_TEXTS = {
  sentTo: (email: string) => `Invitation sent to ${email}`,
  resend: 'Resend invitation',
  title: 'Invitation',
  active: 'Active',
  invited: 'Invited',
  expired: 'Invitation expired',
  activeHint: 'This user has set a password and can sign in.',
  invitedHint: (expiresAt: string) => `The invitation link works until ${expiresAt}.`,
  expiredHint: 'The invitation link has expired. Send a new one so that the user can choose a password.',
  alreadyActive: 'This user has already set a password.',
  tooSoon: 'An invitation was sent to this user a moment ago. Please wait a minute before sending another.',
  tooMany: 'Too many invitations were sent to this user. Please try again later.',
} as const;
