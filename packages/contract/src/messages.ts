/** The product's user-facing texts, verbatim from the specification. */
export const MESSAGES = {
  notFoundPage: "We're sorry! We don't have that.",
  versionReload: 'We have updated the platform for you. The page will reload now.',
  loginFailed: 'Failed to log in',
  tooManyRetries: 'You are not allowed to access this feature.',
  serverError: 'An unexpected error occurred. Please try again.',
  badRequest: "We couldn't process your request. Please try again later.",
  loginRequired: 'Login is required to have access to this feature.',
  forbidden: 'You are not authorized to access this feature..',
  tooManyRequests: 'You have reached your request limit. Please try again in a minute.',
  tooEarlyCopy:
    "We're unable to copy the video, because it's not encoded yet. Please wait until the video is encoded before trying again.",
  profileUpdated: 'User profile updated',
  saveChanges: 'Save changes',
  copiedToClipboard: 'Copied to clipboard!',
} as const;

export const requiredMessage = (name: string) => `The ${name} is required.`;
export const tooLongMessage = (max: number) => `cannot be longer than ${max} characters`;
export const tooShortMessage = (min: number) => `cannot be shorter than ${min} characters`;
export const patternMessage = 'only a-zA-Z0-9-_ and space are allowed';
export const longTextMessage = (max: number) =>
  `The text entered is too long. It should have at most ${max} characters.`;
export const invalidEmailMessage = 'The email must be a valid email address.';
