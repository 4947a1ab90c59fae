/** Where the console keeps its access token: session storage, per the specification. */
export const ACCESS_TOKEN_KEY = 'reelbase.access_token';
